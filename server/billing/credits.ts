// Credits: what a call costs, whether a workspace may start work, and the usage a call is
// charged. The callers are other domains, and the chat records usage inside the transaction that
// stores the reply, so each function takes the billing repository to run on (one on a
// transaction, or not).
import { num } from '../db/json';
import type { Model } from '../db/types';
import { newId } from '../lib/ids';
import { HttpError } from '../lib/errors';
import type { BillingRepository } from './repository';

export const outOfCredits = 'Your workspace has run out of credits. Top up or upgrade your plan to keep going.';

export interface UsageInput {
  workspaceId: string;
  userId: string;
  model: Pick<Model, 'key' | 'provider' | 'input_cost_per_1k' | 'output_cost_per_1k'>;
  inputTokens: number;
  outputTokens: number;
  /** The call ran on the workspace's own provider key: recorded for the usage chart, never debited. */
  byok: boolean;
  resourceKind: string;
  resourceId: string;
}

/** Prices are per 1,000 tokens (see db/seed-data.ts); rounded to the column's 6 decimals. */
export function costOf(model: UsageInput['model'], inputTokens: number, outputTokens: number): number {
  const cost = (inputTokens * num(model.input_cost_per_1k) + outputTokens * num(model.output_cost_per_1k)) / 1000;
  return Math.round(cost * 1e6) / 1e6;
}

export async function balanceOf(billing: BillingRepository, workspaceId: string): Promise<number> {
  return billing.balance(workspaceId);
}

/** Called before any generation starts, so an empty workspace gets a plain 402 and nothing is stored. */
export async function assertCanSpend(billing: BillingRepository, workspaceId: string): Promise<void> {
  assertBalanceCanSpend(await balanceOf(billing, workspaceId));
}

/** assertCanSpend's rule on a balance already read (a chat send reads it with its other checks). */
export function assertBalanceCanSpend(balance: number): void {
  if (balance <= 0) throw new HttpError(402, outOfCredits);
}

/** Inserts the usage row and its debit; pass the repository on a transaction so both land or neither does. */
export async function recordUsage(billing: BillingRepository, input: UsageInput): Promise<{ usageId: string; cost: number }> {
  const usageId = newId();
  const cost = input.byok ? 0 : costOf(input.model, input.inputTokens, input.outputTokens);
  await billing.insertUsage({
    id: usageId,
    workspace_id: input.workspaceId,
    user_id: input.userId,
    model: input.model.key,
    provider: input.model.provider,
    input_tokens: input.inputTokens,
    output_tokens: input.outputTokens,
    units: input.inputTokens + input.outputTokens,
    cost,
    byok: input.byok,
    resource_kind: input.resourceKind,
    resource_id: input.resourceId,
  });
  if (cost > 0) await billing.addToLedger({ workspaceId: input.workspaceId, delta: -cost, reason: `usage:${input.model.key}`, usageId });
  return { usageId, cost };
}
