// The audit log's queries (migration 0030): every admin change is recorded on the transaction
// that makes it, so a change and its entry are committed together or not at all. Entries are only
// ever inserted and read; the table refuses updates and deletes itself.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { json } from '../db/json';
import { newId } from '../lib/ids';
import { containing } from '../lib/like';

export interface AuditChange {
  /** The admin who made it. */
  actorId: string;
  /** What was done, as `<thing>.<verb>`: `payout.settle`, `user.suspend`, `workspace.credits`. */
  action: string;
  targetKind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

export interface AuditPage {
  limit: number;
  after?: string;
  /** Matched anywhere in the action, the target (kind and id) or the actor's email. */
  search?: string;
}

export function auditRepository(db: DB) {
  return {
    async record(change: AuditChange) {
      await db
        .insertInto('audit_log')
        .values({
          id: newId(),
          actor_id: change.actorId,
          // The email as it is now: the entry still says who after the account changes or goes.
          actor_email: sql<string>`coalesce((select email from users where id = ${change.actorId}), '')`,
          action: change.action,
          target_kind: change.targetKind,
          target_id: change.targetId,
          before: change.before === undefined ? null : json(change.before),
          after: change.after === undefined ? null : json(change.after),
          reason: change.reason ?? null,
        })
        .execute();
    },

    /** Newest first; the cursor is the last entry of the previous page. */
    audit(page: AuditPage) {
      let query = db
        .selectFrom('audit_log')
        .select(['id', 'actor_email', 'action', 'target_kind', 'target_id', 'before', 'after', 'reason', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit);
      const search = page.search?.trim();
      if (search) {
        const pattern = containing(search);
        query = query.where((eb) =>
          eb.or([eb('action', 'ilike', pattern), eb(sql<string>`target_kind || ' ' || target_id`, 'ilike', pattern), eb('actor_email', 'ilike', pattern)]),
        );
      }
      if (page.after) query = query.where(sql<boolean>`(audit_log.created_at, audit_log.id) < (select a.created_at, a.id from audit_log a where a.id = ${page.after})`);
      return query.execute();
    },
  };
}
