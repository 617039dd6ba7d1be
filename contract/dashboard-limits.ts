// The dashboard's constants (SPEC §9: "dashboard 5 documents and 30 usage points") and the
// words of its refusal, with no TypeBox, so the browser imports them without a schema builder
// (contract/dashboard.ts re-exports them for the server).

/** The dashboard lists this many of the newest documents, the writer's and the coder's together. */
export const dashboardDocumentCount = 5;

/** The usage chart's days, and the most `GET /workspaces/{id}/datasets/usage` answers. */
export const usageDays = 30;

export const usageLimitRefused = `The number of days must be a whole number from 1 to ${usageDays}.`;

/**
 * `?limit=` as given in the query (text, or several values when repeated): the number of days,
 * `usageDays` when left out, or null when it is anything but a whole number from 1 to usageDays.
 */
export function usageLimit(value: unknown): number | null {
  if (value === undefined) return usageDays;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= usageDays ? days : null;
}
