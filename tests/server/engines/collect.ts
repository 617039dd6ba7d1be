// Test helpers for reading an engine's stream.
import type { ChatChunk, ChatEngine, ChatTurn } from '../../../server/engines/types';

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
