/**
 * A fake Anthropic (Messages API) server for tests: real HTTP on 127.0.0.1, streaming
 * `event: message_start` / `content_block_start` / `content_block_delta` (thinking_delta,
 * text_delta) / `content_block_stop` / `message_delta` / `message_stop` like api.anthropic.com.
 *
 *   const fake = await startFakeAnthropic({ reply: 'Hi there', reasoning: 'Thinking', apiKey: 'sk-ant-ws' });
 *   config.anthropicBaseUrl = fake.url;      // no /v1: the SDK adds /v1/messages
 *   ...
 *   fake.requests[0].apiKey                  // key the client sent; .body is the JSON request
 *   fake.requests[0].aborted                 // true if the client hung up mid-stream
 *   await fake.close();
 *
 * Options (all optional): reply, reasoning, usage, status (e.g. 401), apiKey (other keys get 401),
 * failAfter (an `event: error` after N reply chunks) / disconnectAfter, chunkDelayMs (slow mode),
 * toolCall or toolCalls (the first request gets a text block, a tool_use block per call with
 * input_json_delta pieces and stop_reason 'tool_use'; the request with the tool_results gets text quoting them).
 * See FakeProviderOptions in fake-http.ts.
 */
import type { ServerResponse } from 'node:http';
import {
  DEFAULT_REPLY,
  DEFAULT_USAGE,
  type FakeProviderOptions,
  type FakeServer,
  type RecordedRequest,
  sendEvent,
  pieces,
  refusalStatus,
  requestedCalls,
  sendJson,
  startEventStream,
  startRecordingServer,
  streamWords,
  toolReply,
  words,
} from './fake-http';

export type { FakeProviderOptions, FakeServer, RecordedRequest } from './fake-http';

export function startFakeAnthropic(options: FakeProviderOptions = {}): Promise<FakeServer> {
  return startRecordingServer((request, response) => handle(options, request, response));
}

async function handle(options: FakeProviderOptions, request: RecordedRequest, response: ServerResponse) {
  if (request.path !== '/v1/messages') return sendJson(response, 404, errorBody(404));
  const status = refusalStatus(options, request);
  if (status) return sendJson(response, status, errorBody(status));

  const delay = options.chunkDelayMs ?? 0;
  const usage = options.usage ?? DEFAULT_USAGE;
  const send = (event: string, data: object) => sendEvent(response, { type: event, ...data }, event, delay);

  startEventStream(response);
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: request.body?.model ?? 'fake-model',
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
  };
  if (!(await send('message_start', { message }))) return;
  let index = 0;
  const toolResults = toolResultsIn(request.body?.messages ?? []);
  const calls = requestedCalls(options);
  if (calls.length && request.body?.tools?.length && !toolResults.length) {
    // As api.anthropic.com streams calls: a short text block, then a tool_use block per call with its input as JSON pieces.
    if (!(await send('content_block_start', { index, content_block: { type: 'text', text: '' } }))) return;
    if (!(await send('content_block_delta', { index, delta: { type: 'text_delta', text: 'Let me check.' } }))) return;
    await send('content_block_stop', { index });
    for (const [i, { name, arguments: args }] of calls.entries()) {
      index++;
      const block = { type: 'tool_use', id: `toolu_fake_${i + 1}`, name, input: {} };
      if (!(await send('content_block_start', { index, content_block: block }))) return;
      for (const piece of ['', ...pieces(args)]) {
        if (!(await send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }))) return;
      }
      await send('content_block_stop', { index });
    }
    await send('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: usage.outputTokens } });
    await send('message_stop', {});
    return void response.end();
  }
  if (options.reasoning) {
    if (!(await send('content_block_start', { index, content_block: { type: 'thinking', thinking: '', signature: '' } }))) return;
    for (const piece of words(options.reasoning)) {
      if (!(await send('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: piece } }))) return;
    }
    await send('content_block_delta', { index, delta: { type: 'signature_delta', signature: 'fake-signature' } });
    await send('content_block_stop', { index });
    index++;
  }
  if (!(await send('content_block_start', { index, content_block: { type: 'text', text: '' } }))) return;
  const reply = toolResults.length ? toolReply(options, toolResults) : (options.reply ?? DEFAULT_REPLY);
  const sent = await streamWords(
    response,
    options,
    reply,
    (piece) => send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }),
    () => send('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }),
  );
  if (!sent) return;
  await send('content_block_stop', { index });
  await send('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: usage.outputTokens },
  });
  await send('message_stop', {});
  response.end();
}

/** The texts of the tool_result blocks in the messages, in order. */
function toolResultsIn(messages: any[]): string[] {
  const found: string[] = [];
  for (const message of messages) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result') continue;
      found.push(typeof block.content === 'string' ? block.content : block.content.map((part: any) => part.text ?? '').join(''));
    }
  }
  return found;
}

function errorBody(status: number) {
  const errors: Record<number, [string, string]> = {
    401: ['authentication_error', 'invalid x-api-key'],
    404: ['not_found_error', 'model: not found'],
    429: ['rate_limit_error', 'Number of requests has exceeded your rate limit.'],
    529: ['overloaded_error', 'Overloaded'],
  };
  const [type, message] = errors[status] ?? ['api_error', 'Internal server error'];
  return { type: 'error', error: { type, message } };
}
