// OpenAI chat engine through the official SDK. With OPENAI_BASE_URL it also drives any
// OpenAI-compatible server (Ollama, llama.cpp, vLLM, DeepSeek), whose reasoning arrives as
// `reasoning_content` or `reasoning` on the delta.
import OpenAI from 'openai';
import { runToolLoop } from './tool-loop';
import { ENGINE_TOOLS, type EngineTool } from './tools';
import type { CallerTool, ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';

export interface OpenAIEngineOptions {
  apiKey: string;
  baseURL?: string;
  /** The key is the workspace's own: a refusal of it is told as one its owner can fix. */
  ownKey?: boolean;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

interface CompatibleDelta {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
}

/** The SDK's client as every OpenAI call here makes it (the chat, the classifier's moderation). */
export function openAIClient(options: OpenAIEngineOptions) {
  const baseURL = options.baseURL || DEFAULT_BASE_URL;
  // One retry: a stream that never started is worth one more try, a long backoff is not.
  return { client: new OpenAI({ apiKey: options.apiKey, baseURL, maxRetries: 1 }), baseURL };
}

export function createOpenAIEngine(options: OpenAIEngineOptions): ChatEngine {
  const { client, baseURL } = openAIClient(options);

  async function* stream(request: ChatRequest): AsyncGenerator<ChatChunk> {
    const messages = request.messages.map(toOpenAIMessage);
    // The caller's tools replace the shared ones (runToolLoop hands their calls back).
    const callerTools = request.callerTools?.tools.length ? request.callerTools : undefined;
    const tools = callerTools ? callerTools.tools.map(toCallerTool) : request.tools ? ENGINE_TOOLS.map(toOpenAITool) : undefined;
    yield* runToolLoop(request, {
      label: 'OpenAI',
      baseURL,
      ownKey: options.ownKey,
      isConnectionError: (error) => error instanceof OpenAI.APIConnectionError,
      async *round(round) {
        const chunks = await client.chat.completions.create(
          {
            model: request.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(tools ? { tools } : {}),
            ...(callerTools?.choice !== undefined ? { tool_choice: callerTools.choice as OpenAI.ChatCompletionToolChoiceOption } : {}),
            ...samplingOf(request),
          },
          { signal: request.signal },
        );
        round.streaming = true;
        for await (const chunk of chunks) {
          if (chunk.usage) round.usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
          const choice = chunk.choices[0];
          const delta = choice?.delta as CompatibleDelta | undefined;
          const reasoning = delta?.reasoning_content || delta?.reasoning;
          if (reasoning) {
            round.output += reasoning;
            yield { type: 'reasoning', text: reasoning };
          }
          if (delta?.content) {
            round.output += delta.content;
            round.text += delta.content;
            yield { type: 'token', text: delta.content };
          }
          // Tool calls arrive in fragments keyed by index: the id and name first, then argument pieces.
          for (const fragment of choice?.delta?.tool_calls ?? []) {
            const call = (round.calls[fragment.index] ??= { id: '', name: '', arguments: '' });
            if (fragment.id) call.id = fragment.id;
            if (fragment.function?.name) call.name += fragment.function.name;
            if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
          }
          if (choice?.finish_reason) round.wantsTools = choice.finish_reason === 'tool_calls';
        }
      },
      appendToolTurn(round, calls, results) {
        messages.push({
          role: 'assistant',
          content: round.text || null,
          tool_calls: calls.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } })),
        });
        for (const [i, call] of calls.entries()) messages.push({ role: 'tool', tool_call_id: call.id, content: results[i]! });
      },
    });
  }

  return { provider: 'openai', callerTools: true, stream };
}

// A user turn with images becomes content parts: its text, then each image as a data URL. The
// caller's tool calls and their results (the OpenAI-compatible API) go back as OpenAI has them.
function toOpenAIMessage(turn: ChatTurn): OpenAI.ChatCompletionMessageParam {
  if (turn.toolCallId !== undefined) return { role: 'tool', tool_call_id: turn.toolCallId, content: turn.content };
  if (turn.role === 'assistant' && turn.toolCalls?.length) {
    return {
      role: 'assistant',
      content: turn.content || null,
      tool_calls: turn.toolCalls.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } })),
    };
  }
  if (turn.role !== 'user' || !turn.images?.length) return { role: turn.role, content: turn.content } as OpenAI.ChatCompletionMessageParam;
  return {
    role: 'user',
    content: [
      ...(turn.content ? [{ type: 'text' as const, text: turn.content }] : []),
      ...turn.images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mime};base64,${image.data}` } })),
    ],
  };
}

function toCallerTool(tool: CallerTool): OpenAI.ChatCompletionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters, strict: tool.strict } };
}

/** The caller's sampling settings under OpenAI's names; none set, none sent. */
function samplingOf({ sampling }: ChatRequest) {
  if (!sampling) return {};
  const settings = {
    temperature: sampling.temperature,
    top_p: sampling.topP,
    max_completion_tokens: sampling.maxTokens,
    stop: sampling.stop,
    presence_penalty: sampling.presencePenalty,
    frequency_penalty: sampling.frequencyPenalty,
    seed: sampling.seed,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

function toOpenAITool(tool: EngineTool): OpenAI.ChatCompletionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}
