// Credits: what a call costs and the usage a call is charged. Whether a workspace may start a
// paid call is reservations.ts's: it holds what the call may cost, so parallel calls cannot
// overspend. The callers are other domains, and the chat records usage inside the transaction that
// stores the reply, so each function takes the billing repository to run on (one on a
// transaction, or not).
import type { Model } from '../db/types';
import { newId } from '../lib/ids';
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

/** A model's prices, per 1,000 tokens (see db/seed-data.ts). */
export type Prices = Pick<Model, 'input_cost_per_1k' | 'output_cost_per_1k'>;

/** Rounded to the ledger column's 6 decimals. */
export function costOf(model: Prices, inputTokens: number, outputTokens: number): number {
  const cost = (inputTokens * model.input_cost_per_1k + outputTokens * model.output_cost_per_1k) / 1000;
  return Math.round(cost * 1e6) / 1e6;
}

export async function balanceOf(billing: BillingRepository, workspaceId: string): Promise<number> {
  return billing.balance(workspaceId);
}

/**
 * Inserts the usage row and its debit; pass the repository on a transaction so both land or
 * neither does. `limit`: the most it may debit (what the call reserved, reservations.ts); the
 * row's cost is the debit, so the ledger and the usage agree to the last decimal.
 */
export async function recordUsage(billing: BillingRepository, input: UsageInput, limit = Infinity): Promise<{ usageId: string; cost: number }> {
  const cost = input.byok ? 0 : Math.max(0, Math.min(costOf(input.model, input.inputTokens, input.outputTokens), limit));
  return insertCharged(billing, input, { input_tokens: input.inputTokens, output_tokens: input.outputTokens, units: input.inputTokens + input.outputTokens, byok: input.byok }, cost);
}

/** What a call priced otherwise than per token costs (a media job: characters, seconds), as its kind says. */
export interface ChargeInput {
  workspaceId: string;
  userId: string;
  model: Pick<Model, 'key' | 'provider'>;
  units: number;
  credits: number;
  resourceKind: string;
  resourceId: string;
}

/** recordUsage for such a call: the usage row and the debit of `credits`, at most `limit`. */
export async function recordCharge(billing: BillingRepository, input: ChargeInput, limit = Infinity): Promise<{ usageId: string; cost: number }> {
  const cost = Math.max(0, Math.min(Math.round(input.credits * 1e6) / 1e6, limit));
  return insertCharged(billing, input, { input_tokens: 0, output_tokens: 0, units: input.units, byok: false }, cost);
}

async function insertCharged(
  billing: BillingRepository,
  input: Pick<UsageInput, 'workspaceId' | 'userId' | 'resourceKind' | 'resourceId'> & { model: Pick<Model, 'key' | 'provider'> },
  counts: { input_tokens: number; output_tokens: number; units: number; byok: boolean },
  cost: number,
): Promise<{ usageId: string; cost: number }> {
  const usageId = newId();
  await billing.insertUsage({
    id: usageId,
    workspace_id: input.workspaceId,
    user_id: input.userId,
    model: input.model.key,
    provider: input.model.provider,
    ...counts,
    cost,
    resource_kind: input.resourceKind,
    resource_id: input.resourceId,
  });
  if (cost > 0) await billing.addToLedger({ workspaceId: input.workspaceId, delta: -cost, reason: `usage:${input.model.key}`, usageId });
  return { usageId, cost };
}
