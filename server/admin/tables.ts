// The admin area's own table: the audit log (migration 0030), added to `Database` here so no
// shared file lists it (server/db/columns.ts explains the shape).
import type { ColumnType, Generated } from 'kysely';
import type { TablesOf } from '../db/columns';

type JsonOrNull = ColumnType<unknown, string | null | undefined, string | null>;

/** One admin change: who, when, what and on which thing, the thing before and after. Never updated nor deleted. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: Generated<string>;
  action: string;
  target_kind: string;
  target_id: string;
  before: JsonOrNull;
  after: JsonOrNull;
  reason: string | null;
  created_at: Generated<Date>;
}

declare module '../db/types' {
  interface Database {
    audit_log: AuditLogTable;
  }
}

export const adminTables = {
  audit_log: {
    id: 'text', actor_id: 'text null', actor_email: 'text default', action: 'text', target_kind: 'text', target_id: 'text',
    before: 'jsonb null', after: 'jsonb null', reason: 'text null', created_at: 'timestamptz default',
  },
} satisfies TablesOf<'audit_log'>;
