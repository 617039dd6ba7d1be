// Test helpers for reading an engine's stream, and for pointing one at a fake provider.
import { afterEach } from 'vitest';
import type { ChatChunk, ChatEngine, ChatTurn } from '../../../server/engines/types';
import type { FakeServer } from '../helpers/fake-http';
import { standIn } from '../helpers/stand-in';

export async function collect(stream: AsyncIterable<ChatChunk>): Promise<ChatChunk[]> {
  const chunks: ChatChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** Streams one user question (plus optional earlier turns) through an engine. */
export function ask(engine: ChatEngine, question: string, options: { model?: string; signal?: AbortSignal; history?: ChatTurn[] } = {}) {
  return engine.stream({
    model: options.model ?? 'test-model',
    messages: [...(options.history ?? []), { role: 'user', content: question }],
    signal: options.signal ?? new AbortController().signal,
  });
}

export function textOf(chunks: ChatChunk[], type: 'token' | 'reasoning' = 'token'): string {
  return chunks.map((chunk) => (chunk.type === type ? chunk.text : '')).join('');
}

/** Reads until `stopAfterTokens` tokens arrived, aborts, and returns everything received. */
export async function abortAfterTokens(engine: ChatEngine, question: string, stopAfterTokens: number) {
  const controller = new AbortController();
  const chunks: ChatChunk[] = [];
  let tokens = 0;
  let tokensAfterAbort = 0;
  const started = Date.now();
  let abortedAt = 0;
  for await (const chunk of ask(engine, question, { signal: controller.signal })) {
    chunks.push(chunk);
    if (chunk.type !== 'token') continue;
    if (controller.signal.aborted) tokensAfterAbort++;
    else if (++tokens === stopAfterTokens) {
      abortedAt = Date.now();
      controller.abort();
    }
  }
  return { chunks, tokensAfterAbort, stopMs: Date.now() - (abortedAt || started) };
}

/** The tokens that arrived before the stream failed, joined, and what it failed with. */
export async function tokensBeforeError(stream: AsyncIterable<ChatChunk>): Promise<{ tokens: string; error: Error }> {
  const tokens: string[] = [];
  try {
    for await (const chunk of stream) if (chunk.type === 'token') tokens.push(chunk.text);
  } catch (error) {
    return { tokens: tokens.join(''), error: error as Error };
  }
  throw new Error('The stream ended without an error.');
}

/**
 * A hosted provider's fake, started by the test that asks for an engine (`engineFor`, with the
 * fake's options) and closed after it; `fake` is that test's fake, with the requests it recorded.
 */
export function useFakeProvider<Options>(start: (options: Options) => Promise<FakeServer>, engineAt: (baseURL: string) => ChatEngine) {
  let current: FakeServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    async engineFor(options: Options) {
      current = await start(options);
      return engineAt(current.url);
    },
    fake: standIn('the fake provider', () => current),
  };
}
