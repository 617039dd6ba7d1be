// The offline assistant: streams like a real model (reasoning, tool calls, tokens of 1–4 words
// with realistic pacing, usage) while saying plainly that it is not one; it also writes the
// writer's documents and the coder's code offline (writer.ts, coder.ts). Deterministic: the
// same conversation always streams the same chunks.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatChunk, ChatEngine, ChatRequest, WritingTask } from '../types';
import { estimateInputTokens, estimateTokens } from '../usage';
import { planAnswer, type Plan } from './answer';
import { writeCode } from './coder';
import { writeDocument } from './writer';
import { hash, seededRandom } from './seed';

export interface LocalEngineOptions {
  /** Average pause between tokens; 0 streams without waiting (tests). Default 25 ms. */
  tokenDelayMs?: number;
  /** Clock for the current_date tool; injectable so tests are deterministic. */
  now?: () => Date;
}

export function createLocalEngine(options: LocalEngineOptions = {}): ChatEngine {
  const tokenDelayMs = options.tokenDelayMs ?? 25;
  const now = options.now ?? (() => new Date());

  async function* stream(request: ChatRequest): AsyncGenerator<ChatChunk> {
    const { signal } = request;
    const question = request.messages.findLast((turn) => turn.role === 'user')?.content ?? '';
    const plan = request.task ? planWriting(request.task) : planAnswer(question, now());
    const random = seededRandom(hash(question));
    let output = '';
    // Reasoning lines and tool calls take a little longer than a token, as with a real model.
    const chunks: [ChatChunk, number][] = [
      ...plan.steps.map((step, i): [ChatChunk, number] => [
        step.type === 'reasoning' && i > 0 ? { ...step, text: `\n${step.text}` } : step,
        3,
      ]),
      ...splitIntoTokens(plan.answer, random).map((text): [ChatChunk, number] => [{ type: 'token', text }, 1]),
    ];
    // The most output the caller pays for (server/billing/reservations.ts): the answer ends there, as a model's would.
    const limit = request.sampling?.maxTokens;
    for (const [chunk, weight] of chunks) {
      // Pacing of 0.6–1.6 × the delay: 15–40 ms at the default 25 ms.
      await pause(tokenDelayMs * weight * (0.6 + random()), signal);
      if (signal.aborted) break;
      if (chunk.type === 'token' || chunk.type === 'reasoning') {
        if (limit !== undefined && estimateTokens(output + chunk.text) > limit) break;
        output += chunk.text;
      }
      yield chunk;
    }
    yield { type: 'usage', inputTokens: estimateInputTokens(request.messages), outputTokens: estimateTokens(output) };
  }

  return { provider: 'local', stream };
}

/** A writer's document or a coder's answer (server/writer): no reasoning, just the text. */
function planWriting(task: WritingTask): Plan {
  return { steps: [], answer: task.kind === 'code' ? writeCode(task) : writeDocument(task) };
}

/** Pieces of 1–4 words that concatenate back to the text exactly (whitespace included). */
function splitIntoTokens(text: string, random: () => number): string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; ) {
    const size = 1 + Math.floor(random() * 4);
    pieces.push(words.slice(i, i + size).join(''));
    i += size;
  }
  return pieces;
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return;
  // Aborting wakes the sleep at once, so the stream stops within one token.
  await sleep(ms, undefined, { signal }).catch(() => {});
}
