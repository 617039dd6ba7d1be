// The dashboard's rules: who may read a workspace's usage (its members; anyone else gets the
// workspaces' 404, as if it did not exist) and the chart's days. A day is a UTC day: the server
// cannot know every member's time zone, and one answer for everyone keeps the totals the same
// whoever reads them. Credits are what the calls cost (usage.cost, the ledger's debit); a call on
// the workspace's own provider key costs none but still counts as a use.
import type { AuthContext } from '../lib/auth-context';
import { workspaceNotFound } from '../workspaces/service';
import type { WorkspacesRepository } from '../workspaces/repository';
import type { DashboardRepository } from './repository';

const dayMs = 24 * 60 * 60 * 1000;

interface DashboardDeps {
  workspaces: Pick<WorkspacesRepository, 'role'>;
  usage: DashboardRepository;
  /** The clock, for tests that need a given day. */
  now?: () => number;
}

/** The `days` UTC days ending today, oldest first, as `YYYY-MM-DD`. */
export function utcDays(days: number, now: number): string[] {
  const today = Math.floor(now / dayMs) * dayMs;
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10));
}

/** Six decimals, as the usage.cost column keeps them: a sum in floating point would show 0.30000000000000004. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function createDashboardService({ workspaces, usage, now = Date.now }: DashboardDeps) {
  async function usageDataset(auth: AuthContext, workspaceId: string, days: number) {
    if (!(await workspaces.role(workspaceId, auth.userId))) throw workspaceNotFound();
    const dates = utcDays(days, now());
    const totals = new Map((await usage.usagePerDay(workspaceId, new Date(`${dates[0]}T00:00:00Z`))).map((row) => [row.day, row]));
    const data = dates.map((date) => ({ date, credits: round(totals.get(date)?.credits ?? 0), uses: totals.get(date)?.uses ?? 0 }));
    return {
      object: 'list' as const,
      data,
      total_credits: round(data.reduce((sum, day) => sum + day.credits, 0)),
      total_uses: data.reduce((sum, day) => sum + day.uses, 0),
    };
  }

  return { usageDataset };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
