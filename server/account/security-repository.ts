// The account's security rows: the single-use links (mailed or handed to the browser), 2FA's
// secret, step and recovery codes, password and email changes, ending every session and key of
// an account, and the account page's claim form.
// Secrets are stored as sha256 only (they are long and random, so a plain hash suffices).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import type { AccountLinksTable } from '../db/types';
import { newId } from '../lib/ids';

export type LinkKind = AccountLinksTable['kind'];

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export const securityRepository = (db: DB) => withTransaction(db, securityQueries);

function securityQueries(db: DB) {
  return {
    /** A new single-use secret for the user; the secret itself is returned, only its hash kept. */
    async createLink(userId: string, kind: LinkKind, validSeconds: number, email: string | null = null): Promise<string> {
      await db.deleteFrom('account_links').where('expires_at', '<', new Date()).execute();
      const token = newId() + newId();
      await db
        .insertInto('account_links')
        .values({ token_hash: sha256(token), user_id: userId, kind, email, expires_at: new Date(Date.now() + validSeconds * 1000) })
        .execute();
      return token;
    },

    /** The link, if it is of this kind, unused and unexpired. */
    link: (token: string, kind: LinkKind) =>
      db
        .selectFrom('account_links')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst(),

    /** Marks the link used; false when it was used (or expired) meanwhile: a link works once. */
    async spendLink(token: string, kind: LinkKind): Promise<{ user_id: string; email: string | null } | undefined> {
      return db
        .updateTable('account_links')
        .set({ used_at: new Date() })
        .where('token_hash', '=', sha256(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning(['user_id', 'email'])
        .executeTakeFirst();
    },

    /** When the newest link of this kind was made for the user, if any. */
    async lastLinkAt(userId: string, kind: LinkKind): Promise<Date | null> {
      const row = await db.selectFrom('account_links').select((eb) => eb.fn.max('created_at').as('at')).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },

    async dropLinks(userId: string, kind: LinkKind) {
      await db.deleteFrom('account_links').where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null).execute();
    },

    async setPendingSecret(userId: string, secret: string) {
      await db.updateTable('users').set({ two_factor_secret: secret, two_factor_enabled_at: null, two_factor_last_step: null }).where('id', '=', userId).execute();
    },

    /**
     * Records that a code of `step` was accepted, only if no code of this step or a later one was:
     * false means the code was used already (a replay, or two requests racing with one code).
     */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const row = await db
        .updateTable('users')
        .set({ two_factor_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Turns 2FA on with its recovery codes (their hashes), in the caller's transaction. */
    async enableTwoFactor(userId: string, recoveryHashes: string[]) {
      await db.updateTable('users').set({ two_factor_enabled_at: new Date() }).where('id', '=', userId).execute();
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await db.insertInto('recovery_codes').values(recoveryHashes.map((code_hash) => ({ id: newId(), user_id: userId, code_hash }))).execute();
    },

    async disableTwoFactor(userId: string) {
      await db.updateTable('users').set({ two_factor_secret: null, two_factor_enabled_at: null, two_factor_last_step: null }).where('id', '=', userId).execute();
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      // The login's pending challenges, and the link mailed when it was turned on: off is off.
      await db.deleteFrom('account_links').where('user_id', '=', userId).where('kind', 'in', ['login-2fa', 'undo-2fa']).execute();
    },

    /**
     * Ends every login session (the token version moves on, tokens.ts) and deletes every REST API
     * key of the user: someone else had a session, and may have made keys with it.
     */
    async endAccess(userId: string) {
      await db.updateTable('users').set({ token_version: sql<number>`token_version + 1`, updated_at: new Date() }).where('id', '=', userId).execute();
      await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
    },

    /** Spends a recovery code; false when it is not one of the user's unused codes. */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const row = await db
        .updateTable('recovery_codes')
        .set({ used_at: new Date() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new password: every token issued before is worthless from now on (tokens.ts checks the version). */
    async setPassword(userId: string, passwordHash: string): Promise<number> {
      const row = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1`, updated_at: new Date() })
        .where('id', '=', userId)
        .returning('token_version')
        .executeTakeFirstOrThrow();
      return row.token_version;
    },

    /**
     * A new address, in the caller's transaction: the links mailed to the old one (verification
     * and password reset) stop working, so a mailbox the account left cannot take it back.
     */
    async setEmail(userId: string, email: string) {
      await db.updateTable('users').set({ email, email_verified_at: null, updated_at: new Date() }).where('id', '=', userId).execute();
      await db.deleteFrom('account_links').where('user_id', '=', userId).where('kind', 'in', ['verify-email', 'password-reset']).execute();
    },

    /** Whether `email` is still the user's address. */
    async hasEmail(userId: string, email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('email', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    async markVerificationSent(userId: string, at: Date) {
      await db.updateTable('users').set({ verification_sent_at: at }).where('id', '=', userId).execute();
    },

    /** Verifies the address only if it is still the user's: a link for an address since replaced does nothing. */
    async markVerified(userId: string, email: string): Promise<boolean> {
      const row = await db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', userId).where('email', '=', email).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    async addClaim(claim: { userId: string; workspaceId: string; subject: string; message: string }): Promise<string> {
      const id = newId();
      await db.insertInto('claims').values({ id, user_id: claim.userId, workspace_id: claim.workspaceId, subject: claim.subject, message: claim.message }).execute();
      return id;
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
