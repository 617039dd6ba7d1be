// Credits never below zero. Checking `balance > 0` before a call and debiting at its end let
// parallel calls all pass the check and together spend far past the balance. So every paid call
// (a chat reply, a writer's or coder's document, a classification, a /v1 completion, and the
// media jobs to come) holds credits before any work starts and settles at its end:
// - reserve: under the workspace's credit lock (a row lock on the workspace, the same on PGlite
//   and PostgreSQL), free = ledger sum − unexpired holds. Nothing free, or less than the input
//   alone costs: the usual 402 (outOfCredits), nothing stored. Otherwise it holds
//   min(free, the call's most cost: its input and the most output it may produce).
// - during: the engine is told how many output tokens the hold pays for (outputTokens), so a
//   reply that would cost more ends early, normally, with what it wrote, and is stored.
// - settle: in the transaction that stores the result and the usage row, under the same lock:
//   debit min(actual cost, the hold, what is free beside the others' holds), the usage row's cost
//   being that debit exactly, and the hold deleted. Ledger − holds ≥ 0 after every step, so the
//   balance cannot go below zero even when the estimate was wrong (tool rounds, attachments, a
//   provider that ignores the limit); that difference is the platform's, never the workspace's.
// - release: whatever ended the call (a refusal, a failure before any output, an abort), the
//   hold goes; one already settled is gone already. An abort settles what was produced first.
// A process that dies keeps no one waiting for ever: a hold expires ttlMs after its process last
// pushed it forward (every extendEveryMs while the call runs), and reserving ignores and clears
// expired ones, so a crash blocks that workspace's credits for at most 30 s. A time-to-live kept
// alive by its holder, rather than the reply row's heartbeat, because a classification or a /v1
// call has no row; and a hold that expired under a call still running (a process stalled for
// 30 s) settles within what is then free, so even that cannot take the balance below zero.
// Calls on the workspace's own provider key (byok) are never debited and hold nothing (a
// workspace with nothing free is refused them all the same, as it always was).
import type { DB } from '../db/connect';
import { HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import { costOf, outOfCredits, recordUsage, type Prices, type UsageInput } from './credits';
import { billingRepository, type BillingRepository } from './repository';

/** The most output tokens a call is held for when it asks no fewer (gpt-4o's own limit). */
export const maxOutputTokens = 16_384;

/** What a call may cost, for calls priced otherwise than per token (the media jobs). */
export interface HoldRequest {
  workspaceId: string;
  /** Usage's resource_kind: what holds it. */
  resourceKind: string;
  /** Below this much free, the call is refused: what it costs however short its output. */
  least: number;
  /** The most it may cost. */
  most: number;
}

/** A call priced per token at its model's prices (the chat, the writer, the classifier, /v1). */
export interface CallRequest {
  workspaceId: string;
  resourceKind: string;
  model: Prices;
  /** Its input, estimated before it runs (engines/usage.ts). */
  inputTokens: number;
  /** The most output tokens it asks for; maxOutputTokens if none. */
  outputTokens?: number;
  /** On the workspace's own provider key: nothing is held or debited. */
  byok: boolean;
}

export interface Reservation {
  /** Credits held; null when none are (byok). */
  readonly amount: number | null;
  /** How many output tokens the hold pays for after `inputTokens` of input; undefined: no limit of its own. */
  outputTokens(model: Prices, inputTokens: number): number | undefined;
  /** In the transaction that stores the result: the usage row and its debit (at most the hold), and the hold gone. */
  settle(billing: BillingRepository, usage: UsageInput): Promise<{ usageId: string; cost: number }>;
  /** Once the call ended, settled or not: the hold gone. Never throws. */
  release(): Promise<void>;
}

const unreserved: Reservation = {
  amount: null,
  outputTokens: () => undefined,
  settle: (billing, usage) => recordUsage(billing, usage),
  release: async () => {},
};

export function createCreditReservations(db: DB, options: { ttlMs?: number; extendEveryMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const extendEveryMs = options.extendEveryMs ?? 10_000;
  const held = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  /** The holds of calls still running here live on (one update for all of them). */
  async function extend() {
    await billingRepository(db)
      .extendReservations([...held], ttlMs)
      .catch(() => {});
  }

  function forget(id: string) {
    held.delete(id);
    if (held.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  async function hold(request: HoldRequest): Promise<Reservation> {
    const { workspaceId } = request;
    const id = newId();
    const amount = await db.transaction().execute(async (trx) => {
      const billing = billingRepository(trx);
      await billing.lockCredits(workspaceId);
      await billing.deleteExpiredReservations(workspaceId);
      const free = await billing.available(workspaceId);
      if (free <= 0 || free < request.least) throw new HttpError(402, outOfCredits);
      const amount = Math.min(free, Math.max(request.least, request.most));
      // A call that costs nothing (a model priced 0) holds nothing.
      if (amount > 0) await billing.insertReservation({ id, workspaceId, amount, resourceKind: request.resourceKind, ttlMs });
      return amount;
    });
    if (amount === 0) return { ...unreserved, amount, settle: (billing, usage) => recordUsage(billing, usage, 0) };
    held.add(id);
    timer ??= setInterval(() => void extend(), extendEveryMs).unref();
    let released = false;
    return {
      amount,
      outputTokens(model, inputTokens) {
        const perToken = model.output_cost_per_1k / 1000;
        if (perToken <= 0) return undefined;
        const tokens = Math.floor((amount - costOf(model, inputTokens, 0)) / perToken);
        return tokens >= maxOutputTokens ? undefined : Math.max(1, tokens);
      },
      async settle(billing, usage) {
        await billing.lockCredits(workspaceId);
        const free = await billing.available(workspaceId, id);
        const result = await recordUsage(billing, usage, Math.min(amount, Math.max(0, free)));
        await billing.deleteReservation(id);
        return result;
      },
      async release() {
        if (released) return;
        released = true;
        forget(id);
        await billingRepository(db)
          .deleteReservation(id)
          .catch(() => {});
      },
    };
  }

  return {
    hold,
    /** Holds what a call at its model's prices may cost: its input, and its output up to `outputTokens`. */
    async reserve(call: CallRequest): Promise<Reservation> {
      // Never debited, so nothing to hold; a workspace with nothing left is still refused, as before holds.
      if (call.byok) {
        if ((await billingRepository(db).available(call.workspaceId)) <= 0) throw new HttpError(402, outOfCredits);
        return unreserved;
      }
      const output = Math.min(call.outputTokens ?? maxOutputTokens, maxOutputTokens);
      return hold({
        workspaceId: call.workspaceId,
        resourceKind: call.resourceKind,
        least: costOf(call.model, call.inputTokens, 0),
        most: costOf(call.model, call.inputTokens, output),
      });
    },
    /** Pushes this process's holds forward now (the timer does it every extendEveryMs). */
    extend,
    /** The app is closing: no more pushing forward (holds left expire by themselves). */
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type CreditReservations = ReturnType<typeof createCreditReservations>;
