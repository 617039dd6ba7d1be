// Running one completion on its engine: the pieces as they come, and its usage recorded once it
// ended, whatever ended it (the end, the caller hanging up, the provider failing), like a chat
// reply: one usage row and its debit (at most the credits it holds) in one transaction, nothing
// debited on the workspace's own provider key (byok), nothing at all for an engine that failed
// before producing anything; the hold is given back either way.
import type { CreditReservations, Reservation } from '../billing/reservations';
import type { Model } from '../db/types';
import { runsOnOwnKey, type WorkspaceKeys } from '../engines/index';
import type { CallerToolCall, ChatChunk, ChatEngine, ChatRequest, ChatTurn, Sampling } from '../engines/types';
import { estimateInputTokens, estimateTokens } from '../engines/usage';
import type { AuthContext } from '../lib/auth-context';
import type { OpenAIApiRepositories } from './repository';

export type { ChatChunk as CompletionChunk } from '../engines/types';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** A completion that passed every check, ready to run. */
export interface PreparedCompletion {
  auth: AuthContext;
  /** `chatcmpl-…`, also the usage row's resource id. */
  id: string;
  /** Unix seconds, as OpenAI sends it. */
  created: number;
  model: Model;
  keys: WorkspaceKeys;
  engine: ChatEngine;
  request: Omit<ChatRequest, 'signal'>;
  /** The credits it holds (billing/reservations.ts): its debit is at most these, and they are given back once it is settled. */
  reservation: Reservation;
}

/** What a run produced so far; `settle` records its usage once, after it ended. */
export interface CompletionRun {
  chunks: AsyncIterable<ChatChunk>;
  text(): string;
  reasoning(): string;
  calls(): CallerToolCall[];
  settle(): Promise<Usage>;
}

/**
 * Holds what the completion may cost (its input, and its output up to the caller's max_tokens),
 * or a 402; `sampling.maxTokens` becomes at most what the hold pays for, so the output stops there.
 */
export async function reserveCompletion(credits: CreditReservations, auth: AuthContext, model: Model, keys: WorkspaceKeys, turns: ChatTurn[], sampling: Sampling): Promise<Reservation> {
  const inputTokens = estimateInputTokens(turns);
  const reservation = await credits.reserve({ workspaceId: auth.workspaceId, resourceKind: 'api', model, inputTokens, outputTokens: sampling.maxTokens, byok: runsOnOwnKey(model, keys) });
  const paidFor = reservation.outputTokens(model, inputTokens);
  if (paidFor !== undefined) sampling.maxTokens = Math.min(paidFor, sampling.maxTokens ?? paidFor);
  return reservation;
}

export function runCompletion(repositories: OpenAIApiRepositories, prepared: PreparedCompletion, signal: AbortSignal): CompletionRun {
  const { auth, model, keys, engine, request, reservation } = prepared;
  let text = '';
  let reasoning = '';
  const calls: CallerToolCall[] = [];
  let reported: Usage | null = null;
  let settled: Promise<Usage> | null = null;

  async function* chunks(): AsyncGenerator<ChatChunk> {
    for await (const chunk of engine.stream({ ...request, signal })) {
      if (chunk.type === 'usage') reported = { inputTokens: chunk.inputTokens, outputTokens: chunk.outputTokens };
      else if (chunk.type === 'token') text += chunk.text;
      else if (chunk.type === 'reasoning') reasoning += chunk.text;
      else if (chunk.type === 'tool-request') calls.push({ id: chunk.id, name: chunk.name, arguments: chunk.arguments });
      if (signal.aborted) return;
      yield chunk;
    }
  }

  async function record(): Promise<Usage> {
    const generated = text + reasoning + calls.map((call) => call.name + call.arguments).join('');
    const usage = reported ?? (generated ? { inputTokens: estimateInputTokens(request.messages), outputTokens: estimateTokens(generated) } : null);
    if (!usage) return { inputTokens: 0, outputTokens: 0 };
    const byok = runsOnOwnKey(model, keys);
    await repositories.transaction(({ billing }) =>
      reservation.settle(billing, { workspaceId: auth.workspaceId, userId: auth.userId, model, ...usage, byok, resourceKind: 'api', resourceId: prepared.id }),
    );
    return usage;
  }

  return {
    chunks: chunks(),
    text: () => text,
    reasoning: () => reasoning,
    calls: () => calls,
    settle: () => (settled ??= record().finally(() => reservation.release())),
  };
}
