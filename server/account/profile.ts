// The signed-in user's own account: the User object of docs/rest-api.md (with the workspace the
// token names, its credits and plan) and the profile form's changes.
import type { BillingService } from '../billing/service';
import type { User } from '../db/types';
import { HttpError } from '../lib/errors';
import type { AuthContext } from '../lib/auth-context';
import { locate } from './geoip';
import type { AccountRepository } from './repository';
import { cleanName } from './sessions';

export function createProfileService(accounts: AccountRepository, billing: BillingService) {
  /** The User object of docs/rest-api.md, with the workspace named in the token. */
  async function view(auth: AuthContext) {
    const [user, workspace] = await Promise.all([accounts.user(auth.userId), accounts.workspace(auth.workspaceId)]);
    if (!user || !workspace) throw new HttpError(401, 'Your session has expired. Please log in again.');
    return {
      ...publicUser(user),
      // The row as it is (the schema leaves out its sealed provider keys), with its credits and plan.
      workspace: await billing.accountWorkspace(workspace),
    };
  }

  /** A workspace's name, null once it is gone. */
  async function workspaceName(workspaceId: string): Promise<string | null> {
    return (await accounts.workspace(workspaceId))?.name ?? null;
  }

  /** A guest keeps the last name "Guest"; an empty first name is refused, as at signup. */
  async function update(auth: AuthContext, input: { first_name?: string; last_name?: string }) {
    const changes: { first_name?: string; last_name?: string } = {};
    if (input.first_name !== undefined) changes.first_name = cleanName(input.first_name, 'first name', true);
    if (input.last_name !== undefined && !auth.isGuest) changes.last_name = cleanName(input.last_name, 'last name', false);
    if (Object.keys(changes).length > 0) await accounts.rename(auth.userId, changes);
    return view(auth);
  }

  /** Locates the request's address and keeps it as the user's last known location. */
  async function locateAndRecord(auth: AuthContext, ip: string) {
    const location = await locate(ip);
    await accounts.recordLocation(auth.userId, { ip: location.ip, latitude: location.latitude, longitude: location.longitude });
    return location;
  }

  return { view, update, locateAndRecord, workspaceName };
}

/**
 * The users row as it is, plus two flags it only implies. It still holds the password hash and
 * the TOTP secret: the User response schema is what leaves them out of every answer
 * (tests/server/response-schemas.test.ts).
 */
function publicUser(user: User) {
  return { ...user, two_factor_enabled: user.two_factor_enabled_at !== null, has_password: user.password_hash !== null };
}
