// The dashboard's part of the REST contract (docs/rest-api.md, "Dashboard"): a workspace's usage
// per day for the chart. The recent documents are the writer's and the coder's own lists
// (contract/writer.ts, `limit=5&sort=created_at:desc`).
import { Type, type Static } from 'typebox';

export * from './dashboard-limits';

/**
 * `limit`: checked by the route itself (usageLimit), so that every bad value — text, a
 * fraction, 0, 31, the parameter twice — gets the same plain message.
 */
export const UsageQuery = Type.Object({ limit: Type.Optional(Type.Unknown({ title: 'The number of days' })) });

/** One UTC day: the credits the workspace's calls cost that day and how many calls there were. */
export const UsageDay = Type.Object({
  /** The UTC day, `YYYY-MM-DD`. */
  date: Type.String(),
  credits: Type.Number(),
  uses: Type.Integer(),
});

/** Every day of the period, oldest first, today (UTC) last, days without use as zeros. */
export const UsageDataset = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(UsageDay),
  total_credits: Type.Number(),
  total_uses: Type.Integer(),
});

export type UsageDay = Static<typeof UsageDay>;
export type UsageDataset = Static<typeof UsageDataset>;
