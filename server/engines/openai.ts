// OpenAI chat engine through the official SDK. With OPENAI_BASE_URL it also drives any
// OpenAI-compatible server (Ollama, llama.cpp, vLLM, DeepSeek), whose reasoning arrives as
// `reasoning_content` or `reasoning` on the delta.
import OpenAI from 'openai';
import { providerError } from './errors';
import type { ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';
import { estimateInputTokens, estimateTokens } from './usage';

export interface OpenAIEngineOptions {
  apiKey: string;
  baseURL?: string;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

interface CompatibleDelta {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
}

export function createOpenAIEngine(options: OpenAIEngineOptions): ChatEngine {
  const baseURL = options.baseURL || DEFAULT_BASE_URL;
  // One retry: a stream that never started is worth one more try, a long backoff is not.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL, maxRetries: 1 });

  async function* stream(request: ChatRequest): AsyncGenerator<ChatChunk> {
    const { signal } = request;
    let output = '';
    let usage: { inputTokens: number; outputTokens: number } | undefined;
    let streaming = false;
    try {
      const chunks = await client.chat.completions.create(
        {
          model: request.model,
          messages: request.messages.map(toOpenAIMessage),
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal },
      );
      streaming = true;
      for await (const chunk of chunks) {
        if (chunk.usage) {
          usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
        }
        const delta = chunk.choices[0]?.delta as CompatibleDelta | undefined;
        const reasoning = delta?.reasoning_content || delta?.reasoning;
        if (reasoning) {
          output += reasoning;
          yield { type: 'reasoning', text: reasoning };
        }
        if (delta?.content) {
          output += delta.content;
          yield { type: 'token', text: delta.content };
        }
      }
    } catch (error) {
      // An abort is the caller's choice, not a failure: end quietly with the usage so far.
      if (!signal.aborted) {
        throw providerError(error, {
          label: 'OpenAI',
          model: request.model,
          baseURL,
          connectionFailed: error instanceof OpenAI.APIConnectionError,
          streaming,
        });
      }
    }
    yield usage
      ? { type: 'usage', ...usage }
      : { type: 'usage', inputTokens: estimateInputTokens(request.messages), outputTokens: estimateTokens(output) };
  }

  return { provider: 'openai', stream };
}

// A user turn with images becomes content parts: its text, then each image as a data URL.
function toOpenAIMessage(turn: ChatTurn): OpenAI.ChatCompletionMessageParam {
  if (turn.role !== 'user' || !turn.images?.length) return { role: turn.role, content: turn.content } as OpenAI.ChatCompletionMessageParam;
  return {
    role: 'user',
    content: [
      ...(turn.content ? [{ type: 'text' as const, text: turn.content }] : []),
      ...turn.images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mime};base64,${image.data}` } })),
    ],
  };
}
