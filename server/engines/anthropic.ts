// Anthropic chat engine through the official SDK. System turns travel in `system`; thinking
// deltas become reasoning chunks; usage comes from message_start and message_delta.
import Anthropic from '@anthropic-ai/sdk';
import { providerError } from './errors';
import type { ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';
import { estimateInputTokens, estimateTokens } from './usage';

export interface AnthropicEngineOptions {
  apiKey: string;
  baseURL?: string;
}

const DEFAULT_BASE_URL = 'https://api.anthropic.com';
// Every current Claude model allows at least this many output tokens.
const MAX_OUTPUT_TOKENS = 8192;

export function createAnthropicEngine(options: AnthropicEngineOptions): ChatEngine {
  const baseURL = options.baseURL || DEFAULT_BASE_URL;
  // An explicit apiKey keeps the SDK from looking for credentials in the environment or on disk.
  const client = new Anthropic({ apiKey: options.apiKey, baseURL, maxRetries: 1 });

  async function* stream(request: ChatRequest): AsyncGenerator<ChatChunk> {
    const { signal } = request;
    const { system, messages } = toAnthropicMessages(request.messages);
    let output = '';
    let inputTokens: number | undefined;
    let outputTokens: number | undefined;
    let streaming = false;
    try {
      const events = await client.messages.create(
        { model: request.model, max_tokens: MAX_OUTPUT_TOKENS, system, messages, stream: true },
        { signal },
      );
      streaming = true;
      for await (const event of events) {
        if (event.type === 'message_start') {
          inputTokens = event.message.usage.input_tokens;
          outputTokens = event.message.usage.output_tokens;
        } else if (event.type === 'message_delta') {
          // message_delta carries cumulative counts.
          inputTokens = event.usage.input_tokens ?? inputTokens;
          outputTokens = event.usage.output_tokens;
        } else if (event.type === 'content_block_delta') {
          if (event.delta.type === 'text_delta') {
            output += event.delta.text;
            yield { type: 'token', text: event.delta.text };
          } else if (event.delta.type === 'thinking_delta') {
            output += event.delta.thinking;
            yield { type: 'reasoning', text: event.delta.thinking };
          }
        }
      }
    } catch (error) {
      // An abort is the caller's choice, not a failure: end quietly with the usage so far.
      if (!signal.aborted) {
        throw providerError(error, {
          label: 'Anthropic',
          model: request.model,
          baseURL,
          connectionFailed: error instanceof Anthropic.APIConnectionError,
          streaming,
        });
      }
    }
    yield {
      type: 'usage',
      inputTokens: inputTokens ?? estimateInputTokens(request.messages),
      // Without usage, or after an abort (the last message_delta lags behind what was received),
      // count what we saw.
      outputTokens:
        outputTokens === undefined || signal.aborted
          ? Math.max(outputTokens ?? 0, estimateTokens(output))
          : outputTokens,
    };
  }

  return { provider: 'anthropic', stream };
}

// The Messages API takes system text separately and rejects empty text blocks; consecutive
// turns of one role are merged so the conversation alternates as the API expects.
function toAnthropicMessages(turns: ChatTurn[]) {
  const system = turns.filter((turn) => turn.role === 'system').map((turn) => turn.content).join('\n\n');
  const messages: Anthropic.MessageParam[] = [];
  for (const turn of turns) {
    if (turn.role === 'system' || (!turn.content.trim() && !turn.images?.length)) continue;
    const last = messages.at(-1);
    // A user turn with images: image blocks, then its text.
    if (turn.role === 'user' && turn.images?.length) {
      const blocks: Anthropic.ContentBlockParam[] = [
        ...turn.images.map((image) => ({
          type: 'image' as const,
          source: { type: 'base64' as const, media_type: image.mime as 'image/png', data: image.data },
        })),
        ...(turn.content.trim() ? [{ type: 'text' as const, text: turn.content }] : []),
      ];
      if (last?.role === 'user') last.content = [...(typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content), ...blocks];
      else messages.push({ role: 'user', content: blocks });
      continue;
    }
    if (last?.role === turn.role && typeof last.content !== 'string') {
      last.content = [...last.content, { type: 'text', text: turn.content }];
      continue;
    }
    if (last?.role === turn.role) last.content = `${last.content as string}\n\n${turn.content}`;
    else messages.push({ role: turn.role, content: turn.content });
  }
  return { system: system || undefined, messages };
}
