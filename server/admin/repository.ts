// The admin page's reads: every user's withdrawal requests, the feedback widget's reports and the
// claims form's messages, each with the sender's email. Settling a payout is the affiliate
// program's own query (server/affiliate/repository.ts), the same rule the operators' script runs,
// here on the admin's transaction so the audit entry commits with it.
import { sql } from 'kysely';
import type { PayoutStatus } from '../../contract/affiliate';
import { affiliateRepository } from '../affiliate/repository';
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';
import { auditRepository } from './audit';
import { adminUsersRepository } from './users-repository';
import { adminWorkspacesRepository } from './workspaces-repository';

interface Page {
  limit: number;
  after?: string;
}

export function adminRepository(db: DB) {
  return {
    /** Whether the user is an admin now, read from their row: a token's claim is not enough. */
    isAdmin: async (userId: string) =>
      (await db.selectFrom('users').select('is_admin').where('id', '=', userId).executeTakeFirst())?.is_admin === true,

    /**
     * Pending requests oldest first (the queue: who waited longest is paid first); paid and
     * rejected ones newest first (the history). The cursor is the last payout of the previous page.
     */
    payouts(status: PayoutStatus, page: Page) {
      const oldestFirst = status === 'pending';
      const direction = oldestFirst ? 'asc' : 'desc';
      let query = db
        .selectFrom('payouts')
        .innerJoin('affiliates', 'affiliates.id', 'payouts.affiliate_id')
        .innerJoin('users', 'users.id', 'affiliates.user_id')
        .select(['payouts.id', 'payouts.amount', 'payouts.status', 'payouts.method', 'payouts.created_at', 'payouts.processed_at', 'users.email as user_email'])
        .where('payouts.status', '=', status)
        .orderBy('payouts.created_at', direction)
        .orderBy('payouts.id', direction)
        .limit(page.limit);
      if (page.after) {
        const cursor = sql`(select p.created_at, p.id from payouts p where p.id = ${page.after})`;
        query = query.where(oldestFirst ? sql<boolean>`(payouts.created_at, payouts.id) > ${cursor}` : sql<boolean>`(payouts.created_at, payouts.id) < ${cursor}`);
      }
      return query.execute();
    },

    payout: (id: string) =>
      db
        .selectFrom('payouts')
        .innerJoin('affiliates', 'affiliates.id', 'payouts.affiliate_id')
        .innerJoin('users', 'users.id', 'affiliates.user_id')
        .select(['payouts.id', 'payouts.amount', 'payouts.status', 'payouts.method', 'payouts.created_at', 'payouts.processed_at', 'users.email as user_email'])
        .where('payouts.id', '=', id)
        .executeTakeFirst(),

    /** Pending → paid or rejected, once: undefined when it was not pending. */
    settlePayout: affiliateRepository(db).settlePayout,

    /** Newest first, without the screenshots' bytes (only whether there is one). */
    feedback(page: Page) {
      let query = db
        .selectFrom('site_feedback')
        .leftJoin('users', 'users.id', 'site_feedback.user_id')
        .select(['site_feedback.id', 'site_feedback.message', 'site_feedback.name', 'site_feedback.email', 'site_feedback.created_at', 'users.email as user_email'])
        .select(sql<boolean>`site_feedback.screenshot is not null`.as('has_screenshot'))
        .orderBy('site_feedback.created_at', 'desc')
        .orderBy('site_feedback.id', 'desc')
        .limit(page.limit);
      if (page.after) query = query.where(sql<boolean>`(site_feedback.created_at, site_feedback.id) < (select f.created_at, f.id from site_feedback f where f.id = ${page.after})`);
      return query.execute();
    },

    screenshot: (id: string) => db.selectFrom('site_feedback').select(['screenshot']).where('id', '=', id).executeTakeFirst(),

    /** Newest first. */
    claims(page: Page) {
      let query = db
        .selectFrom('claims')
        .leftJoin('users', 'users.id', 'claims.user_id')
        .select(['claims.id', 'claims.subject', 'claims.message', 'claims.created_at', 'users.email as user_email'])
        .orderBy('claims.created_at', 'desc')
        .orderBy('claims.id', 'desc')
        .limit(page.limit);
      if (page.after) query = query.where(sql<boolean>`(claims.created_at, claims.id) < (select c.created_at, c.id from claims c where c.id = ${page.after})`);
      return query.execute();
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;

/** Everything the admin service reads and writes, with `transaction`: each change commits with its audit entry. */
export const adminQueries = (db: DB) => withTransaction(db, (handle) => {
  const billing = billingRepository(handle);
  return {
    ...adminRepository(handle),
    ...auditRepository(handle),
    ...adminUsersRepository(handle),
    ...adminWorkspacesRepository(handle),
    // Credits move through billing's own ledger queries, under its per-workspace lock.
    credits: { lock: billing.lockCredits, balance: billing.balance, add: billing.addToLedger },
  };
});

export type AdminQueries = ReturnType<typeof adminQueries>;
