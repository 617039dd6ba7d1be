// The admin page's rules: who may use it (an admin, as their user row says now: a token minted
// before the flag was taken away, or a REST API key, gets nothing), and settling a withdrawal with
// the affiliate program's own rule (pending → paid or rejected, once), as the operators' script does.
import { payoutNotPending } from '../../contract/admin';
import type { PayoutStatus } from '../../contract/affiliate';
import type { AffiliateService } from '../affiliate/service';
import type { AuthContext } from '../lib/auth-context';
import { HttpError, notFound } from '../lib/errors';
import type { AdminRepository } from './repository';

/** Said to everyone who is not an admin: the admin routes do not show that they exist. */
export const notAnAdminPage = 'Not found.';

interface PageQuery {
  limit?: number;
  starting_after?: string;
}

const pageOf = (query: PageQuery) => ({ limit: query.limit ?? 25, after: query.starting_after });
const list = <T>(data: T[]) => ({ object: 'list' as const, data });

/** `affiliate`: the affiliate program's own service, whose settle is the one rule for payouts. */
export function createAdminService(admins: AdminRepository, affiliate: Pick<AffiliateService, 'settle'>) {

  return {
    /** Throws 404 unless the caller is logged in (not with an API key) as a user who is an admin now. */
    async assertAdmin(auth: AuthContext | null) {
      if (!auth || auth.apiKeyId || !(await admins.isAdmin(auth.userId))) throw notFound(notAnAdminPage);
    },

    payouts: async (query: PageQuery & { status?: PayoutStatus }) => list(await admins.payouts(query.status ?? 'pending', pageOf(query))),

    /** Pending → paid or rejected; 409 with the payout's state when it was settled already, 404 when there is none. */
    async settle(id: string, status: 'paid' | 'rejected') {
      const settled = await affiliate.settle(id, status);
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
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
