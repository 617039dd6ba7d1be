// Anthropic chat engine through the official SDK. System turns travel in `system`; thinking
// deltas become reasoning chunks; usage comes from message_start and message_delta.
import Anthropic from '@anthropic-ai/sdk';
import { parseBoundedJson } from '../lib/bounded-json';
import { providerError } from './errors';
import { ENGINE_TOOLS, MAX_TOOL_ROUNDS, runTool } from './tools';
import type { CallerTool, ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';
import { estimateInputTokens, estimateTokens } from './usage';

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
    const { signal } = request;
    const { system, messages } = toAnthropicMessages(request.messages);
    // The caller's tools replace the shared ones: their calls are handed back, not run here.
    const callerTools = request.callerTools?.tools.length ? request.callerTools : undefined;
    const tools: Anthropic.Tool[] | undefined = callerTools
      ? callerTools.tools.map(toAnthropicTool)
      : request.tools
        ? ENGINE_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.parameters }))
        : undefined;
    const toolChoice = callerTools ? toolChoiceOf(callerTools.choice) : undefined;
    const { sampling } = request;
    // One entry per request: usage as reported (message_start, message_delta) and what arrived.
    const rounds: { inputTokens?: number; outputTokens?: number; input: number; output: string }[] = [];
    let addedInput = '';
    let streaming = false;
    try {
      // Each round that stops for tool_use runs the tools and asks again, at most MAX_TOOL_ROUNDS times.
      for (let toolRounds = 0; ; toolRounds++) {
        const round: (typeof rounds)[number] = { input: estimateInputTokens(request.messages) + estimateTokens(addedInput), output: '' };
        rounds.push(round);
        streaming = false;
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
          { signal },
        );
        streaming = true;
        // The turn's content blocks by index, to send back when tools ran (tool_use input arrives as JSON pieces).
        const blocks: StreamedBlock[] = [];
        let stopReason: string | null = null;
        for await (const event of events) {
          if (event.type === 'message_start') {
            round.inputTokens = event.message.usage.input_tokens;
            round.outputTokens = event.message.usage.output_tokens;
          } else if (event.type === 'message_delta') {
            // message_delta carries cumulative counts.
            round.inputTokens = event.usage.input_tokens ?? round.inputTokens;
            round.outputTokens = event.usage.output_tokens;
            stopReason = event.delta.stop_reason ?? stopReason;
          } else if (event.type === 'content_block_start') {
            const block = event.content_block;
            if (block.type === 'text') blocks[event.index] = { type: 'text', text: '' };
            else if (block.type === 'thinking') blocks[event.index] = { type: 'thinking', thinking: '', signature: '' };
            else if (block.type === 'tool_use') blocks[event.index] = { type: 'tool_use', id: block.id, name: block.name, json: '' };
          } else if (event.type === 'content_block_delta') {
            const block = blocks[event.index];
            if (event.delta.type === 'text_delta') {
              round.output += event.delta.text;
              if (block?.type === 'text') block.text += event.delta.text;
              yield { type: 'token', text: event.delta.text };
            } else if (event.delta.type === 'thinking_delta') {
              round.output += event.delta.thinking;
              if (block?.type === 'thinking') block.thinking += event.delta.thinking;
              yield { type: 'reasoning', text: event.delta.thinking };
            } else if (event.delta.type === 'signature_delta') {
              if (block?.type === 'thinking') block.signature += event.delta.signature;
            } else if (event.delta.type === 'input_json_delta') {
              round.output += event.delta.partial_json;
              if (block?.type === 'tool_use') block.json += event.delta.partial_json;
            }
          }
        }
        const uses = blocks.filter((block): block is ToolUseBlock => block?.type === 'tool_use');
        if (callerTools) {
          for (const use of uses) yield { type: 'tool-request', id: use.id, name: use.name, arguments: use.json || '{}' };
          break;
        }
        if (!tools || stopReason !== 'tool_use' || !uses.length || toolRounds >= MAX_TOOL_ROUNDS || signal.aborted) break;

        // The assistant turn as it was (thinking, text, tool_use), then a user turn with the results.
        messages.push({ role: 'assistant', content: blocks.filter(Boolean).flatMap(toContentBlock) });
        const results: Anthropic.ToolResultBlockParam[] = [];
        for (const use of uses) {
          const result = runTool(use.name, use.json);
          yield { type: 'call', name: use.name, arguments: use.json || '{}', result };
          results.push({ type: 'tool_result', tool_use_id: use.id, content: result });
          addedInput += `${use.name}${use.json}${result}`;
        }
        messages.push({ role: 'user', content: results });
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
          ownKey: options.ownKey,
        });
      }
    }
    let inputTokens = 0;
    let outputTokens = 0;
    for (const round of rounds) {
      inputTokens += round.inputTokens ?? round.input;
      // Without usage, or after an abort (the last message_delta lags behind what was received),
      // count what we saw.
      outputTokens +=
        round.outputTokens === undefined || (signal.aborted && round === rounds.at(-1))
          ? Math.max(round.outputTokens ?? 0, estimateTokens(round.output))
          : round.outputTokens;
    }
    yield { type: 'usage', inputTokens, outputTokens };
  }

  return { provider: 'anthropic', callerTools: true, stream };
}

type ToolUseBlock = { type: 'tool_use'; id: string; name: string; json: string };
type StreamedBlock = { type: 'text'; text: string } | { type: 'thinking'; thinking: string; signature: string } | ToolUseBlock;

// A streamed block as the next request sends it back; empty text blocks are refused by the API.
function toContentBlock(block: StreamedBlock): Anthropic.ContentBlockParam[] {
  if (block.type === 'text') return block.text ? [{ type: 'text', text: block.text }] : [];
  if (block.type === 'thinking') return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
  let input: unknown = {};
  try {
    // A caller's tool call (the OpenAI-compatible API) carries its arguments as any text.
    input = block.json.trim() ? parseBoundedJson(block.json) : {};
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
    ...turn.toolCalls.flatMap((call) => toContentBlock({ type: 'tool_use', id: call.id, name: call.name, json: call.arguments })),
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
