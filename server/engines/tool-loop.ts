// The tool-call loop the hosted engines (OpenAI, Anthropic) share: ask, run the shared tools the
// model called (or hand the caller's back), ask again, and sum the usage. Each provider brings only
// its wire: how one request streams, and how a turn with tool calls and results is sent back.
import { providerError } from './errors';
import { MAX_TOOL_ROUNDS, runTool } from './tools';
import type { CallerToolCall, ChatChunk, ChatRequest } from './types';
import { estimateInputTokens, estimateTokens } from './usage';

/** One request to the provider, filled in while it streams so that an abort keeps what arrived. */
export interface Round {
  /** Usage as the provider reported it so far. */
  usage: { inputTokens?: number; outputTokens?: number };
  /** The input estimated, for when none is reported. */
  input: number;
  /** Reasoning and text received. */
  output: string;
  /** The reply's text, which goes back with its tool calls. */
  text: string;
  /** Tool calls as they arrive, their arguments possibly still partial. */
  calls: CallerToolCall[];
  /** The reply ended asking for its tool calls to be run. */
  wantsTools: boolean;
  /** The provider answered and its reply is streaming: a failure now is an interruption. */
  streaming: boolean;
}

export interface ToolLoopProvider {
  /** 'OpenAI' or 'Anthropic', for the error messages. */
  label: string;
  baseURL: string;
  ownKey?: boolean;
  isConnectionError(error: unknown): boolean;
  /** Sends the conversation so far and streams the reply into `round`, yielding its reasoning and tokens. */
  round(round: Round): AsyncIterable<ChatChunk>;
  /** Adds the round's assistant turn with these calls, then their results, to the conversation. */
  appendToolTurn(round: Round, calls: CallerToolCall[], results: string[]): void;
}

export async function* runToolLoop(request: ChatRequest, provider: ToolLoopProvider): AsyncGenerator<ChatChunk> {
  const { signal } = request;
  // The caller's tools replace the shared ones: their calls are handed back, not run here.
  const callerTools = !!request.callerTools?.tools.length;
  const rounds: Round[] = [];
  let addedInput = '';
  try {
    // Each round that ends in tool calls runs them and asks again, at most MAX_TOOL_ROUNDS times.
    for (let toolRounds = 0; ; toolRounds++) {
      const round: Round = { usage: {}, input: estimateInputTokens(request.messages) + estimateTokens(addedInput), output: '', text: '', calls: [], wantsTools: false, streaming: false };
      rounds.push(round);
      yield* provider.round(round);
      // Arguments are JSON text: a call without any has an empty object.
      const calls = round.calls.filter(Boolean).map(({ id, name, arguments: args }) => ({ id, name, arguments: args || '{}' }));
      if (callerTools) {
        for (const call of calls) yield { type: 'tool-request', id: call.id, name: call.name, arguments: call.arguments };
        break;
      }
      if (!request.tools || !round.wantsTools || !calls.length || toolRounds >= MAX_TOOL_ROUNDS || signal.aborted) break;

      const results = calls.map((call) => runTool(call.name, call.arguments));
      provider.appendToolTurn(round, calls, results);
      for (const [i, call] of calls.entries()) yield { type: 'call', name: call.name, arguments: call.arguments, result: results[i]! };
      // The next request also sends the round's text (once) and each call with its result.
      addedInput += round.text + calls.map((call, i) => call.name + call.arguments + results[i]).join('');
    }
  } catch (error) {
    // An abort is the caller's choice, not a failure: end quietly with the usage so far.
    if (!signal.aborted) {
      throw providerError(error, {
        label: provider.label,
        model: request.model,
        baseURL: provider.baseURL,
        connectionFailed: provider.isConnectionError(error),
        streaming: rounds.at(-1)?.streaming ?? false,
        ownKey: provider.ownKey,
      });
    }
  }
  yield { type: 'usage', ...usageOf(rounds, signal.aborted) };
}

/**
 * Usage summed over the rounds. A round without reported usage is estimated from what arrived,
 * tool calls included (the model wrote them). So is the last one after an abort, when that is
 * more: the provider's count then lags what was received (Anthropic's last message_delta never
 * came; an OpenAI-compatible server's running count is one chunk behind), and the caller saw it.
 */
export function usageOf(rounds: Round[], aborted: boolean): { inputTokens: number; outputTokens: number } {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const round of rounds) {
    inputTokens += round.usage.inputTokens ?? round.input;
    const reported = round.usage.outputTokens;
    const seen = () => estimateTokens(round.output + round.calls.filter(Boolean).map((call) => call.name + call.arguments).join(''));
    outputTokens += reported === undefined || (aborted && round === rounds.at(-1)) ? Math.max(reported ?? 0, seen()) : reported;
  }
  return { inputTokens, outputTokens };
}
