import type { ChatEngines } from '../../../server/engines/index';
import type { ChatChunk, ChatRequest } from '../../../server/engines/types';

export type Script = (request: ChatRequest) => AsyncIterable<ChatChunk>;

/**
 * Engines whose replies the test writes. `requests` records what each call received, and
 * `keysSeen` which workspace keys the server passed, to check the BYOK decision.
 */
export function scriptedEngines(initial: Script) {
  let script = initial;
  const requests: ChatRequest[] = [];
  const keysSeen: { openai?: string | null; anthropic?: string | null }[] = [];
  const engines: ChatEngines = {
    forModel(model, keys) {
      keysSeen.push(keys);
      return {
        provider: model.provider as 'local',
        stream(request) {
          requests.push(request);
          return script(request);
        },
      };
    },
  };
  return { engines, requests, keysSeen, use: (next: Script) => void (script = next) };
}

/** A reply made of these tokens, then a usage report. */
export function replyWith(tokens: string[], usage = { inputTokens: 1000, outputTokens: 2000 }): Script {
  return async function* () {
    for (const text of tokens) yield { type: 'token', text };
    yield { type: 'usage', ...usage };
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reply of `count` tokens ("t0 t1 …"), one every `ms`, that ends early when the request is stopped; no usage. */
export function slowReply(count: number, ms: number): Script {
  return async function* (request) {
    for (let n = 0; n < count && !request.signal.aborted; n++) {
      yield { type: 'token', text: `t${n} ` };
      await pause(ms);
    }
  };
}
