// The admin page's rules: who may use it (an admin, as their user row says now: a token minted
// before the flag was taken away, or a REST API key, gets nothing), settling a withdrawal with
// the affiliate program's own rule (pending → paid or rejected, once), as the operators' script
// does, and the audit log: every change is written with its entry on one transaction.
import { payoutNotPending } from '../../contract/admin';
import type { PayoutStatus } from '../../contract/affiliate';
import type { AuthContext } from '../lib/auth-context';
import { HttpError, notFound } from '../lib/errors';
import type { AdminQueries } from './repository';
import { createAdminUsers } from './users-service';

/** Said to everyone who is not an admin: the admin routes do not show that they exist. */
export const notAnAdminPage = 'Not found.';

interface PageQuery {
  limit?: number;
  starting_after?: string;
}

const pageOf = (query: PageQuery) => ({ limit: query.limit ?? 25, after: query.starting_after });
const list = <T>(data: T[]) => ({ object: 'list' as const, data });

export function createAdminService(admins: AdminQueries) {
  return {
    /** Throws 404 unless the caller is logged in (not with an API key) as a user who is an admin now. */
    async assertAdmin(auth: AuthContext | null) {
      if (!auth || auth.apiKeyId || !(await admins.isAdmin(auth.userId))) throw notFound(notAnAdminPage);
    },

    payouts: async (query: PageQuery & { status?: PayoutStatus }) => list(await admins.payouts(query.status ?? 'pending', pageOf(query))),

    /** Pending → paid or rejected; 409 with the payout's state when it was settled already, 404 when there is none. */
    async settle(auth: AuthContext, id: string, status: 'paid' | 'rejected') {
      const settled = await admins.transaction(async (tx) => {
        const before = await tx.payout(id);
        if (!before || !(await tx.settlePayout(id, status))) return false;
        const after = await tx.payout(id);
        await tx.record({ actorId: auth.userId, action: 'payout.settle', targetKind: 'payout', targetId: id, before: { status: before.status }, after: { status: after?.status } });
        return true;
      });
      const row = await admins.payout(id);
      if (!row) throw notFound('No such payout.');
      if (!settled) throw new HttpError(409, payoutNotPending(row.status));
      return row;
    },

    feedback: async (query: PageQuery) => list(await admins.feedback(pageOf(query))),
    /** The stored screenshot's bytes, or 404 when the report has none. */
    async screenshot(id: string) {
      const row = await admins.screenshot(id);
      if (!row?.screenshot) throw notFound('This report has no screenshot.');
      return Buffer.from(row.screenshot);
    },
    claims: async (query: PageQuery) => list(await admins.claims(pageOf(query))),

    audit: async (query: PageQuery & { q?: string }) => list(await admins.audit({ ...pageOf(query), search: query.q })),

    ...createAdminUsers(admins),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
