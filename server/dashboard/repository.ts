// The dashboard's queries: a workspace's usage rows summed per UTC day (the usage_workspace
// index on (workspace_id, created_at) serves the range).
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { num } from '../db/json';

export interface UsageTotals {
  /** `YYYY-MM-DD`, the UTC day. */
  day: string;
  credits: number;
  uses: number;
}

export function dashboardRepository(db: DB) {
  return {
    /** Only the days that had usage, from `since` on; the service fills in the others. */
    async usagePerDay(workspaceId: string, since: Date): Promise<UsageTotals[]> {
      const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .selectFrom('usage')
        .select([day.as('day'), sql<string | number>`coalesce(sum(cost), 0)`.as('credits'), sql<string | number>`count(*)`.as('uses')])
        .where('workspace_id', '=', workspaceId)
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, credits: num(row.credits), uses: num(row.uses) }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
