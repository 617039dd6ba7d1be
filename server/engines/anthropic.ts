// Anthropic chat engine through the official SDK. System turns travel in `system`; thinking
// deltas become reasoning chunks; usage comes from message_start and message_delta.
import Anthropic from '@anthropic-ai/sdk';
import { parseBoundedJson } from '../lib/bounded-json';
import { runToolLoop } from './tool-loop';
import { ENGINE_TOOLS } from './tools';
import type { CallerTool, ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';

export interface AnthropicEngineOptions {
  apiKey: string;
  baseURL?: string;
  /** The key is the workspace's own: a refusal of it is told as one its owner can fix. */
  ownKey?: boolean;
}

const DEFAULT_BASE_URL = 'https://api.anthropic.com';
// Every current Claude model allows at least this many output tokens.
const MAX_OUTPUT_TOKENS = 8192;

export function createAnthropicEngine(options: AnthropicEngineOptions): ChatEngine {
  const baseURL = options.baseURL || DEFAULT_BASE_URL;
  // An explicit apiKey keeps the SDK from looking for credentials in the environment or on disk.
  const client = new Anthropic({ apiKey: options.apiKey, baseURL, maxRetries: 1 });

  async function* stream(request: ChatRequest): AsyncGenerator<ChatChunk> {
    const { system, messages } = toAnthropicMessages(request.messages);
    // The caller's tools replace the shared ones (runToolLoop hands their calls back).
    const callerTools = request.callerTools?.tools.length ? request.callerTools : undefined;
    const tools: Anthropic.Tool[] | undefined = callerTools
      ? callerTools.tools.map(toAnthropicTool)
      : request.tools
        ? ENGINE_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.parameters }))
        : undefined;
    const toolChoice = callerTools ? toolChoiceOf(callerTools.choice) : undefined;
    const { sampling } = request;
    // The last round's content blocks by index, to send back when tools ran.
    let blocks: StreamedBlock[] = [];
    yield* runToolLoop(request, {
      label: 'Anthropic',
      baseURL,
      ownKey: options.ownKey,
      isConnectionError: (error) => error instanceof Anthropic.APIConnectionError,
      async *round(round) {
        blocks = [];
        const events = await client.messages.create(
          {
            model: request.model,
            max_tokens: sampling?.maxTokens ?? MAX_OUTPUT_TOKENS,
            system,
            messages,
            stream: true,
            ...(tools ? { tools } : {}),
            ...(toolChoice ? { tool_choice: toolChoice } : {}),
            ...(sampling?.temperature !== undefined ? { temperature: Math.min(sampling.temperature, 1) } : {}),
            ...(sampling?.topP !== undefined ? { top_p: sampling.topP } : {}),
            ...(sampling?.stop ? { stop_sequences: sampling.stop } : {}),
          },
          { signal: request.signal },
        );
        round.streaming = true;
        for await (const event of events) {
          if (event.type === 'message_start') {
            round.usage = { inputTokens: event.message.usage.input_tokens, outputTokens: event.message.usage.output_tokens };
          } else if (event.type === 'message_delta') {
            // message_delta carries cumulative counts.
            round.usage = { inputTokens: event.usage.input_tokens ?? round.usage.inputTokens, outputTokens: event.usage.output_tokens };
            if (event.delta.stop_reason) round.wantsTools = event.delta.stop_reason === 'tool_use';
          } else if (event.type === 'content_block_start') {
            const block = event.content_block;
            if (block.type === 'text') blocks[event.index] = { type: 'text', text: '' };
            else if (block.type === 'thinking') blocks[event.index] = { type: 'thinking', thinking: '', signature: '' };
            else if (block.type === 'tool_use') {
              // The block is the call: its input arrives as JSON pieces.
              const use: ToolUseBlock = { type: 'tool_use', id: block.id, name: block.name, arguments: '' };
              blocks[event.index] = use;
              round.calls.push(use);
            }
          } else if (event.type === 'content_block_delta') {
            const block = blocks[event.index];
            if (event.delta.type === 'text_delta') {
              round.output += event.delta.text;
              round.text += event.delta.text;
              if (block?.type === 'text') block.text += event.delta.text;
              yield { type: 'token', text: event.delta.text };
            } else if (event.delta.type === 'thinking_delta') {
              round.output += event.delta.thinking;
              if (block?.type === 'thinking') block.thinking += event.delta.thinking;
              yield { type: 'reasoning', text: event.delta.thinking };
            } else if (event.delta.type === 'signature_delta') {
              if (block?.type === 'thinking') block.signature += event.delta.signature;
            } else if (event.delta.type === 'input_json_delta') {
              if (block?.type === 'tool_use') block.arguments += event.delta.partial_json;
            }
          }
        }
      },
      appendToolTurn(_round, calls, results) {
        // The assistant turn as it was (thinking, text, tool_use), then a user turn with the results.
        messages.push({ role: 'assistant', content: blocks.filter(Boolean).flatMap(toContentBlock) });
        messages.push({ role: 'user', content: calls.map((call, i) => ({ type: 'tool_result' as const, tool_use_id: call.id, content: results[i]! })) });
      },
    });
  }

  return { provider: 'anthropic', callerTools: true, stream };
}

type ToolUseBlock = { type: 'tool_use'; id: string; name: string; arguments: string };
type StreamedBlock = { type: 'text'; text: string } | { type: 'thinking'; thinking: string; signature: string } | ToolUseBlock;

// A streamed block as the next request sends it back; empty text blocks are refused by the API.
function toContentBlock(block: StreamedBlock): Anthropic.ContentBlockParam[] {
  if (block.type === 'text') return block.text ? [{ type: 'text', text: block.text }] : [];
  if (block.type === 'thinking') return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
  let input: unknown = {};
  try {
    // A caller's tool call (the OpenAI-compatible API) carries its arguments as any text.
    input = block.arguments.trim() ? parseBoundedJson(block.arguments) : {};
  } catch {
    // Sent back as an empty object; the tool result says the arguments were not valid JSON.
  }
  return [{ type: 'tool_use', id: block.id, name: block.name, input }];
}

function toAnthropicTool(tool: CallerTool): Anthropic.Tool {
  const schema = tool.parameters ?? { type: 'object', properties: {} };
  return { name: tool.name, description: tool.description, input_schema: { ...schema, type: 'object' } };
}

/** OpenAI's tool_choice in Anthropic's words; anything else is left to the model. */
function toolChoiceOf(choice: unknown): Anthropic.ToolChoice | undefined {
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'required') return { type: 'any' };
  if (choice === 'none') return { type: 'none' };
  const named = (choice as { type?: unknown; function?: { name?: unknown } } | null)?.function?.name;
  return typeof named === 'string' ? { type: 'tool', name: named } : undefined;
}

/** The caller's tool calls and their results (the OpenAI-compatible API) as Anthropic's blocks. */
function toolBlocksOf(turn: ChatTurn): Anthropic.ContentBlockParam[] | null {
  if (turn.toolCallId !== undefined) return [{ type: 'tool_result', tool_use_id: turn.toolCallId, content: turn.content }];
  if (turn.role !== 'assistant' || !turn.toolCalls?.length) return null;
  return [
    ...(turn.content.trim() ? [{ type: 'text' as const, text: turn.content }] : []),
    ...turn.toolCalls.flatMap((call) => toContentBlock({ type: 'tool_use', ...call })),
  ];
}

// The Messages API takes system text separately and rejects empty text blocks; consecutive
// turns of one role are merged so the conversation alternates as the API expects.
function toAnthropicMessages(turns: ChatTurn[]) {
  const system = turns.filter((turn) => turn.role === 'system').map((turn) => turn.content).join('\n\n');
  const messages: Anthropic.MessageParam[] = [];
  for (const turn of turns) {
    const toolBlocks = toolBlocksOf(turn);
    if (toolBlocks) {
      const last = messages.at(-1);
      if (last?.role === turn.role) last.content = [...(typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content), ...toolBlocks];
      else messages.push({ role: turn.role as 'user' | 'assistant', content: toolBlocks });
      continue;
    }
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
