// The account domain's queries: users, their workspaces and memberships, and spent captchas. A
// factory over a database handle; `transaction` hands the same queries on a transaction to a
// service that needs several in one (signup). The rules (who may sign up, what a name may be)
// are in the services.
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import { referralRepository } from '../affiliate/repository';
import { billingRepository, freePlanId } from '../billing/repository';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';

export interface NewAccount {
  email: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  isGuest: boolean;
  isAdmin: boolean;
  startingCredits: number;
  /** An affiliate's code from the signup's `ref`: its owner is recorded as the referrer (an unknown code is ignored). */
  referralCode?: string;
}

export const accountRepository = (db: DB) => withTransaction(db, accountQueries);

function accountQueries(db: DB) {
  return {
    /**
     * A user always comes with a personal workspace they own, on the free plan, with the starting
     * credits. Call it on a transaction: half an account (a user without a workspace) cannot log in.
     */
    async create(account: NewAccount): Promise<AuthContext> {
      const userId = newId();
      const workspaceId = newId();
      await db
        .insertInto('users')
        .values({
          id: userId,
          email: account.email,
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          is_guest: account.isGuest,
          is_admin: account.isAdmin,
          current_workspace_id: workspaceId,
        })
        .execute();
      const name = account.firstName ? `${account.firstName}'s workspace` : 'My workspace';
      await db.insertInto('workspaces').values({ id: workspaceId, name, owner_id: userId, openai_api_key: null, anthropic_api_key: null, address: null }).execute();
      await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role: 'owner' }).execute();
      const billing = billingRepository(db);
      await billing.subscribe(workspaceId, freePlanId);
      if (account.startingCredits > 0) await billing.addToLedger({ workspaceId, delta: account.startingCredits, reason: 'starting credits', orderId: null });
      if (account.referralCode) await referralRepository(db).record(userId, account.referralCode);
      return { userId, workspaceId, isAdmin: account.isAdmin, isGuest: account.isGuest };
    },

    user: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    userByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    workspace: (id: string) => db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The user's membership of the workspace, with the flags a token carries, the user's token
     * version and which joining it is; none if they left it, or if the token (its sha256) was
     * ended by logout.
     */
    membership: (userId: string, workspaceId: string, tokenHash = '') =>
      db
        .selectFrom('workspace_members')
        .innerJoin('users', 'users.id', 'workspace_members.user_id')
        .select(['users.is_admin', 'users.is_guest', 'users.token_version', 'users.suspended_at', 'workspace_members.membership_id', 'workspace_members.created_at'])
        .where('workspace_members.user_id', '=', userId)
        .where('workspace_members.workspace_id', '=', workspaceId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('token_hash').where('token_hash', '=', tokenHash))))
        .executeTakeFirst(),

    /** The user's token version, unless the token (its sha256) was ended by logout; none for an unknown user. */
    tokenUser: (userId: string, tokenHash: string) =>
      db
        .selectFrom('users')
        .select(['token_version'])
        .where('id', '=', userId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('token_hash').where('token_hash', '=', tokenHash))))
        .executeTakeFirst(),

    /** When the user last logged in, for the admin area. */
    async loggedIn(userId: string) {
      await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
    },

    /** The ids of the workspaces the user belongs to, oldest membership first. */
    async workspaceIds(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map((row) => row.workspace_id);
    },

    /**
     * The same password under a stronger hash. Only while the old hash is still the stored one, so
     * a password changed meanwhile is never overwritten; sessions stay (nothing about them changed).
     */
    async rehashPassword(userId: string, oldHash: string, newHash: string) {
      await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
    },

    /** What a new token for the membership names: the user's token version and the membership's id. */
    tokenClaims: (userId: string, workspaceId: string) =>
      db
        .selectFrom('workspace_members')
        .innerJoin('users', 'users.id', 'workspace_members.user_id')
        .select(['users.token_version', 'users.suspended_at', 'workspace_members.membership_id'])
        .where('workspace_members.user_id', '=', userId)
        .where('workspace_members.workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    /** Ends one token (logout) until it would have expired anyway; expired entries are dropped. */
    async revokeToken(tokenHash: string, expiresAt: Date) {
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
      await db.insertInto('revoked_tokens').values({ token_hash: tokenHash, expires_at: expiresAt }).onConflict((conflict) => conflict.doNothing()).execute();
    },

    async rename(userId: string, changes: { first_name?: string; last_name?: string }) {
      await db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', userId).execute();
    },

    /** Where the user was last seen from (the account page's IP location). */
    async recordLocation(userId: string, location: { ip: string; latitude: number | null; longitude: number | null }) {
      await db.updateTable('users').set(location).where('id', '=', userId).execute();
    },

    /**
     * Records a captcha's signature as spent, after dropping the expired ones; false when it was
     * spent already. On signup's transaction, so a refused signup leaves the captcha unspent.
     */
    async spendCaptcha(signature: string, expiresAt: Date): Promise<boolean> {
      await db.deleteFrom('captcha_spent').where('expires_at', '<', new Date()).execute();
      const inserted = await db
        .insertInto('captcha_spent')
        .values({ signature, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
