// Session tokens: a JWT (HS256 only) naming the user and the workspace they act in, checked
// against the membership it claims, so a user removed from a workspace loses it even with a
// token that has not expired. The token names that membership's id (`mid`), new at every joining:
// a member removed and invited back starts afresh, and tokens from before the removal stay dead.
//
// Checking costs a signature verification and a query, more than the rest of a list read, so a
// token that passed is trusted for `authCacheSeconds` (AUTH_CACHE_SECONDS) without asking again:
// - in this process, whatever takes access away calls `forget` (or `revoke` for one token, at
//   logout, `forgetKey` for a REST API key) and the next request is checked afresh: removing a
//   member, deleting a workspace, changing or resetting a password (which bumps the user's token
//   version, carried by every token as `ver`) call `forget(userId, workspaceId?)` after their
//   write commits;
// - in other processes sharing a PostgreSQL, at once too: each of those calls is published on the
//   live bus (revocations.ts), and within the bound at most should the bus be down.
// Other bearers (REST API keys, `atl_…`, server/api-keys) are told apart by their prefix, checked
// by their domain through `acceptBearer`, and remembered and forgotten the same way.
//
// A suspended user's tokens are refused with 403 `account_suspended` (and their API keys by
// server/api-keys): the admin's suspension calls `forget(userId)` after it commits, so the next
// request is checked afresh.
//
// A token refused only because its membership ended (the user was removed from the workspace, or
// it was deleted), while the user and the session are otherwise valid, is answered with the code
// `membership_ended`: the browser then exchanges it, once, for a session in a workspace the user
// still belongs to (`endedMembership`, POST /auth/session-after-removal), rather than logging out.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { accountSuspended } from '../../contract/admin-limits';
import { HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AuthContext, Authenticator } from '../lib/auth-context';
import type { AccountRepository } from './repository';
import type { LiveBus } from '../lib/live/live-bus';
import { shareRevocations, type Ended } from './revocations';
import { sha256 } from './security-repository';

const expired = 'Your session has expired. Please log in again.';
export const membershipEnded = 'You are no longer a member of this workspace.';
/** Tokens remembered at most: enough for every active session of a busy process, a few MB. */
const maxRemembered = 10_000;

export interface TokenClock {
  now(): number;
}

/**
 * Another kind of bearer than a JWT (server/api-keys: REST API keys), told apart by its prefix.
 * `resolve` answers who the bearer acts for, or null when it is unknown or no longer valid.
 */
export interface BearerKind {
  prefix: string;
  resolve(token: string): Promise<AuthContext | null>;
  /** The 401's words for a bearer of this kind that resolves to nothing. */
  refused: string;
}

export function createTokenService(accounts: AccountRepository, config: Pick<Config, 'jwtSecret' | 'authCacheSeconds'>, clock: TokenClock = Date) {
  const key = new TextEncoder().encode(config.jwtSecret);
  // Map order is insertion order: the first key is the oldest, dropped when the map is full.
  // `session`: a login token's `jti`, which a logout elsewhere names.
  const checked = new Map<string, { auth: AuthContext; until: number; session?: string }>();
  const bearerKinds: BearerKind[] = [];
  // Counts what was dropped: a check that began before a drop is not remembered, since it may
  // have read the database before the write that ended its access.
  let drops = 0;
  let announce: (ended: Ended) => void = () => {};

  /** Another domain's bearers are checked by it, then remembered like tokens (and forgotten with them). */
  function acceptBearer(kind: BearerKind) {
    bearerKinds.push(kind);
  }

  function remember(token: string, entry: { auth: AuthContext; until: number; session?: string }, dropsBefore: number) {
    if (config.authCacheSeconds <= 0 || drops !== dropsBefore) return;
    if (checked.size >= maxRemembered) checked.delete(checked.keys().next().value!);
    checked.set(token, entry);
  }

  /** Drops what is remembered for what ended, here only. */
  function drop(ended: Ended) {
    drops++;
    for (const [token, { auth, session }] of checked) {
      const gone =
        'session' in ended ? session === ended.session
        : 'key' in ended ? auth.apiKeyId === ended.key
        : auth.userId === ended.user && (ended.workspace === undefined || auth.workspaceId === ended.workspace);
      if (gone) checked.delete(token);
    }
  }

  /** Here at once, and in every other process as the bus brings the news. */
  function end(ended: Ended) {
    drop(ended);
    announce(ended);
  }

  /** On PostgreSQL: revocations of other processes are heard, and this one's told to them. */
  function shareWith(bus: LiveBus) {
    announce = shareRevocations(bus, {
      ended: drop,
      missed() {
        drops++;
        checked.clear();
      },
    });
  }

  async function signToken(auth: AuthContext): Promise<string> {
    // A login session outlives the key's revocation: a key never becomes one.
    if (auth.apiKeyId) throw new HttpError(403, 'An API key cannot open a login session: log in instead.');
    const claims = await accounts.tokenClaims(auth.userId, auth.workspaceId);
    if (!claims) throw new HttpError(401, expired);
    // Every way in (login, its second step, a switch of workspace) ends here: none opens a session for a suspended user.
    if (claims.suspended_at) throw new HttpError(403, accountSuspended, 'account_suspended');
    // `ver`: the user's token version; a password change or reset bumps it, ending older tokens.
    // `mid`: the membership; a removal ends it, and a re-join is another one.
    return new SignJWT({ wid: auth.workspaceId, adm: auth.isAdmin, gst: auth.isGuest, ver: claims.token_version, mid: claims.membership_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      // Unique, so two logins within one second are two sessions, and logout ends only its own.
      .setJti(newId())
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(key);
  }

  function remembered(token: string): AuthContext | undefined {
    const entry = checked.get(token);
    if (!entry) return undefined;
    if (entry.until > clock.now()) return entry.auth;
    checked.delete(token);
    return undefined;
  }

  /** Valid signature and a user who is still a member of the workspace named in the token. */
  async function authenticate(token: string): Promise<AuthContext> {
    const known = remembered(token);
    if (known) return known;
    const now = clock.now();
    const dropsBefore = drops;
    const kind = bearerKinds.find((candidate) => token.startsWith(candidate.prefix));
    if (kind) {
      const auth = await kind.resolve(token);
      if (!auth) throw new HttpError(401, kind.refused);
      remember(token, { auth, until: now + config.authCacheSeconds * 1000 }, dropsBefore);
      return auth;
    }

    const payload = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now) })
      .then((result) => result.payload)
      .catch(() => null);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.wid !== 'string') throw new HttpError(401, expired);
    const member = await accounts.membership(payload.sub, payload.wid, sha256(token));
    if (!member || member.token_version !== versionOf(payload) || !issuedIn(member, payload)) {
      throw (await provesUser(token, { ...payload, sub: payload.sub })) ? new HttpError(401, membershipEnded, 'membership_ended') : new HttpError(401, expired);
    }
    // Suspended by an admin: refused with words the login form shows, not logged out as expired.
    if (member.suspended_at) throw new HttpError(403, accountSuspended, 'account_suspended');
    const auth = { userId: payload.sub, workspaceId: payload.wid, isAdmin: member.is_admin, isGuest: member.is_guest };
    // Never past the token's own expiry.
    const until = Math.min(now + config.authCacheSeconds * 1000, (payload.exp ?? Infinity) * 1000);
    remember(token, { auth, until, session: typeof payload.jti === 'string' ? payload.jti : undefined }, dropsBefore);
    return auth;
  }

  /** The token's user exists, the session was not ended by logout, and no password change came after it. */
  async function provesUser(token: string, payload: JWTPayload & { sub: string }) {
    const user = await accounts.tokenUser(payload.sub, sha256(token));
    return !!user && user.token_version === versionOf(payload);
  }

  /**
   * For a login token refused with `membership_ended`: the user it still proves and the workspace
   * it named. Any other token (valid, expired, logged out, from before a password change, a REST
   * API key) is refused, so this never opens a session a login would not.
   */
  async function endedMembership(token: string): Promise<{ userId: string; workspaceId: string }> {
    if (bearerKinds.some((kind) => token.startsWith(kind.prefix))) throw new HttpError(401, expired);
    const payload = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(clock.now()) })
      .then((result) => result.payload)
      .catch(() => null);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.wid !== 'string') throw new HttpError(401, expired);
    if (!(await provesUser(token, { ...payload, sub: payload.sub }))) throw new HttpError(401, expired);
    const member = await accounts.membership(payload.sub, payload.wid, sha256(token));
    if (member && issuedIn(member, payload)) throw new HttpError(409, 'This session is still valid.');
    return { userId: payload.sub, workspaceId: payload.wid };
  }

  /** Logout: this token stops working here and in every other process at once. */
  async function revoke(token: string) {
    const payload = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(clock.now()) })
      .then((result) => result.payload)
      .catch(() => null);
    checked.delete(token);
    if (!payload) return;
    await accounts.revokeToken(sha256(token), new Date((payload.exp ?? clock.now() / 1000 + 30 * 86400) * 1000));
    if (typeof payload.jti === 'string') end({ session: payload.jti });
  }

  /**
   * Takes back what was remembered for the user (in one workspace, or in all of them): their
   * next request is checked against the database. Called once the write that removed their
   * access has committed.
   */
  function forget(userId: string, workspaceId?: string) {
    end(workspaceId === undefined ? { user: userId } : { user: userId, workspace: workspaceId });
  }

  /** A REST API key was revoked (its row deleted): it is checked afresh wherever it was remembered. */
  function forgetKey(keyId: string) {
    end({ key: keyId });
  }

  return { signToken, authenticate, remembered, forget, forgetKey, revoke, acceptBearer, shareWith, endedMembership } satisfies Authenticator & Record<string, unknown>;
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Tokens from before versions existed carry none: version 0, what every user starts with. */
function versionOf(payload: JWTPayload): number {
  return typeof payload.ver === 'number' ? payload.ver : 0;
}

/** Whether the token was issued in this membership, not in an earlier one the user was removed from. */
function issuedIn(member: { membership_id: string; created_at: Date }, payload: JWTPayload): boolean {
  if (typeof payload.mid === 'string') return payload.mid === member.membership_id;
  // Tokens from before memberships had ids: valid only if the membership already existed when
  // they were issued (`iat` is in whole seconds), so a re-join does not bring them back.
  return typeof payload.iat === 'number' && new Date(member.created_at).getTime() < (payload.iat + 1) * 1000;
}
