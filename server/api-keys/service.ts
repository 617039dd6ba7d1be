// REST API keys: made in the workspace the user acts in (with the current password), shown in
// full once, stored as a SHA-256 hash (a key is 32 random bytes, so a plain hash is enough: there
// is nothing to guess from it), listed by prefix, revoked at once. `bearer` is what the authenticator calls for a bearer that
// starts with `atl_` (server/account/tokens.ts `acceptBearer`); it remembers the answer like a
// login token's, so revoking calls `forgetKey` to end it on the next request, in every process.
import { createHash, randomBytes } from 'node:crypto';
import { apiKeyNotFound, apiKeyPrefix, apiKeysNeedLogin, apiKeyRefused, apiKeyShownLength, tooManyApiKeys, maxApiKeys } from '../../contract/api-keys';
import type { BearerKind, TokenService } from '../account/tokens';
import type { AuthContext } from '../lib/auth-context';
import { accountSuspended } from '../../contract/admin-limits';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { ApiKeyRepository } from './repository';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The account's check of a fresh proof (its current password, server/account/passwords.ts `confirm`). */
export type ConfirmPassword = (auth: AuthContext, password: string | undefined, ip: string) => Promise<void>;

export function createApiKeyService(keys: ApiKeyRepository, clock: { now(): number } = Date) {
  /** The authenticator's, once `connect` is called: revoking must drop what it remembers. */
  let forget: (keyId: string) => void = () => {};
  /** The account's, once `connect` is called; until then no key can be made. */
  let confirmPassword: ConfirmPassword = async () => {
    throw new Error('API keys are not connected to the account yet.');
  };

  /**
   * Keys are managed from a login only: a leaked key that could make another would outlive its
   * own revocation.
   */
  function assertLoggedIn(auth: AuthContext) {
    if (auth.apiKeyId) throw new HttpError(403, apiKeysNeedLogin);
  }

  /**
   * A key outlives the session that made it, so making one asks for the current password too:
   * a stolen session alone cannot leave itself a key that survives logout or a password change.
   */
  async function create(auth: AuthContext, input: { name?: string; password?: string }, ip: string) {
    assertLoggedIn(auth);
    await confirmPassword(auth, input.password, ip);
    const name = input.name;
    if ((await keys.count(auth.userId, auth.workspaceId)) >= maxApiKeys) throw new HttpError(400, tooManyApiKeys);
    const key = apiKeyPrefix + randomBytes(32).toString('base64url');
    const row = await keys.insert({
      id: newId(),
      user_id: auth.userId,
      workspace_id: auth.workspaceId,
      name: (name ?? '').trim(),
      key_hash: hashApiKey(key),
      prefix: key.slice(0, apiKeyShownLength),
    });
    return { ...row, key };
  }

  async function list(auth: AuthContext) {
    return { object: 'list' as const, data: await keys.list(auth.userId, auth.workspaceId) };
  }

  /** Someone else's key, or one of another workspace, is not found: 404 either way. */
  async function revoke(auth: AuthContext, id: string) {
    assertLoggedIn(auth);
    if (!(await keys.remove(id, auth.userId, auth.workspaceId))) throw notFound(apiKeyNotFound);
    forget(id);
  }

  const bearer: BearerKind = {
    prefix: apiKeyPrefix,
    refused: apiKeyRefused,
    async resolve(token) {
      const found = await keys.byHash(hashApiKey(token));
      if (!found) return null;
      if (found.suspended_at) throw new HttpError(403, accountSuspended, 'account_suspended');
      // Written on a check, not on every request: within the authenticator's cache bound.
      await keys.touch(found.id, new Date(clock.now()));
      return { userId: found.user_id, workspaceId: found.workspace_id, isAdmin: found.is_admin, isGuest: found.is_guest, apiKeyId: found.id };
    },
  };

  /** Keys become bearers of the authenticator, which forgets them when one is revoked; the account checks passwords. */
  function connect(tokens: Pick<TokenService, 'acceptBearer' | 'forgetKey'>, confirm: ConfirmPassword) {
    tokens.acceptBearer(bearer);
    forget = (keyId) => tokens.forgetKey(keyId);
    confirmPassword = confirm;
  }

  return { create, list, revoke, bearer, connect };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
