/**
 * A fake OpenAI (Chat Completions) server for tests: real HTTP on 127.0.0.1, streaming
 * `data: {chat.completion.chunk}` lines and `data: [DONE]` like api.openai.com.
 *
 *   const fake = await startFakeOpenAI({ reply: 'Hi there', reasoning: 'Thinking', apiKey: 'sk-ws' });
 *   config.openaiBaseUrl = fake.url;          // already ends in /v1
 *   ...
 *   fake.requests[0].apiKey                  // key the client sent; .body is the JSON request
 *   fake.requests[0].aborted                 // true if the client hung up mid-stream
 *   await fake.close();
 *
 * Options (all optional): reply, reasoning, usage (null = none), status (e.g. 401), apiKey
 * (other keys get 401), failAfter / disconnectAfter (mid-stream failures after N reply chunks),
 * chunkDelayMs (slow mode for abort tests; from chunk paceFrom on, if given), continuousUsage (usage in every reply chunk), models (ids listed by GET /v1/models), toolCall or
 * toolCalls (the first request gets delta.tool_calls fragments and finish_reason 'tool_calls'; the
 * request with the `role: 'tool'` results gets text quoting them). See FakeProviderOptions in fake-http.ts.
 * `POST /v1/audio/speech` answers a 24 kHz mono WAV, 0.1 s a character of `input`, its sizes left
 * open (0xFFFFFFFF) as OpenAI's streamed WAV has them.
 * `POST /v1/audio/transcriptions` reads its multipart form (`model`, `file`, `response_format`)
 * and answers verbose_json: `reply` (default 'Hello from the fake model.') as two segments
 * spread over the file's length (a WAV's; 2 s for any other file).
 */
import type { ServerResponse } from 'node:http';
import { readWav, wavHeader } from '../../../server/engines/audio/wav';
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

export function startFakeOpenAI(options: FakeProviderOptions = {}): Promise<FakeServer> {
  return startRecordingServer((request, response) => handle(options, request, response), '/v1');
}

async function handle(options: FakeProviderOptions, request: RecordedRequest, response: ServerResponse) {
  if (request.path === '/v1/models') {
    const status = options.keyedModels ? refusalStatus(options, request) : undefined;
    if (status) return sendJson(response, status, errorBody(status));
    // What Ollama, llama.cpp and vLLM answer: the models they serve.
    const data = (options.models ?? ['fake-model']).map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'library' }));
    return sendJson(response, 200, { object: 'list', data });
  }
  if (request.path === '/v1/moderations') {
    const status = refusalStatus(options, request);
    if (status) return sendJson(response, status, errorBody(status));
    return sendJson(response, 200, moderation(String(request.body?.input ?? ''), String(request.body?.model ?? 'omni-moderation-latest')));
  }
  if (request.path === '/v1/audio/speech') {
    const status = refusalStatus(options, request);
    if (status) return sendJson(response, status, errorBody(status));
    response.writeHead(200, { 'content-type': 'audio/wav' });
    return void response.end(streamedWav(String(request.body?.input ?? '')));
  }
  if (request.path === '/v1/audio/transcriptions') {
    const status = refusalStatus(options, request);
    if (status) return sendJson(response, status, errorBody(status));
    return sendJson(response, 200, await transcription(options, request));
  }
  if (request.path !== '/v1/chat/completions') {
    return sendJson(response, 404, { error: { message: `Unknown path ${request.path}`, type: 'invalid_request_error' } });
  }
  const status = refusalStatus(options, request);
  if (status) return sendJson(response, status, errorBody(status));

  const model = request.body?.model ?? 'fake-model';
  const delay = options.chunkDelayMs ?? 0;
  const chunk = (delta: object | null, extra: object = {}) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1700000000,
    model,
    choices: delta ? [{ index: 0, delta, finish_reason: null }] : [],
    ...extra,
  });

  const usage = options.usage === undefined ? DEFAULT_USAGE : options.usage;
  const finish = async (reason: string) => {
    await sendEvent(response, { ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: reason }] });
    if (usage && request.body?.stream_options?.include_usage) {
      const { inputTokens, outputTokens } = usage;
      await sendEvent(response, chunk(null, {
        usage: { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
      }));
    }
    await sendEvent(response, '[DONE]');
    response.end();
  };

  // With continuousUsage, a reply chunk's usage counts it and those before it.
  const usageSoFar = (outputTokens: number) =>
    options.continuousUsage && usage && request.body?.stream_options?.include_usage
      ? { usage: { prompt_tokens: usage.inputTokens, completion_tokens: outputTokens, total_tokens: usage.inputTokens + outputTokens } }
      : {};

  startEventStream(response);
  const toolResults = (request.body?.messages ?? []).filter((message: any) => message.role === 'tool').map((message: any) => String(message.content));
  const calls = requestedCalls(options);
  if (calls.length && request.body?.tools?.length && !toolResults.length) {
    // As api.openai.com streams calls: per call its id, type and name first, then the arguments in pieces.
    if (!(await sendEvent(response, chunk({ role: 'assistant', content: null }), undefined, delay))) return;
    for (const [index, { name, arguments: args }] of calls.entries()) {
      const call = { index, id: `call_fake_${index + 1}`, type: 'function', function: { name, arguments: '' } };
      if (!(await sendEvent(response, chunk({ tool_calls: [call] }), undefined, delay))) return;
      for (const piece of pieces(args)) {
        if (!(await sendEvent(response, chunk({ tool_calls: [{ index, function: { arguments: piece } }] }), undefined, delay))) return;
      }
    }
    return finish('tool_calls');
  }
  if (!(await sendEvent(response, chunk({ role: 'assistant', content: '' }), undefined, delay))) return;
  for (const piece of words(options.reasoning ?? '')) {
    if (!(await sendEvent(response, chunk({ reasoning_content: piece }), undefined, delay))) return;
  }
  const reply = toolResults.length ? toolReply(options, toolResults) : (options.reply ?? DEFAULT_REPLY);
  const sent = await streamWords(
    response,
    options,
    reply,
    (piece, i) => sendEvent(response, chunk({ content: piece }, usageSoFar(i + 1)), undefined, options.paceFrom !== undefined && i < options.paceFrom ? 0 : delay),
    () => sendEvent(response, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } }),
  );
  if (sent) await finish('stop');
}

function errorBody(status: number) {
  const messages: Record<number, [string, string]> = {
    401: ['Incorrect API key provided.', 'invalid_request_error'],
    404: ['The model does not exist or you do not have access to it.', 'invalid_request_error'],
    429: ['Rate limit reached.', 'rate_limit_error'],
  };
  const [message, type] = messages[status] ?? ['The server had an error.', 'server_error'];
  return { error: { message, type, code: null, param: null } };
}

/**
 * POST /v1/moderations as OpenAI answers it, with every category it scores: a text with "kill"
 * in it scores 0.97 for violence (flagged), anything else 0.01 everywhere.
 */
function moderation(input: string, model: string) {
  const names = [
    'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm', 'self-harm/intent',
    'self-harm/instructions', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
  ];
  const violent = /kill/i.test(input);
  const scores = Object.fromEntries(names.map((name) => [name, name === 'violence' && violent ? 0.97 : 0.01]));
  const categories = Object.fromEntries(names.map((name) => [name, scores[name]! > 0.5]));
  return { id: 'modr-fake', model, results: [{ flagged: violent, categories, category_scores: scores, category_applied_input_types: {} }] };
}

/** A tone as OpenAI streams its WAV: 24 kHz mono 16-bit, the RIFF and data sizes unknown. */
function streamedWav(input: string): Buffer {
  const rate = 24_000;
  const samples = Math.round(input.length * 0.1 * rate);
  const wav = Buffer.concat([wavHeader(0, rate), Buffer.alloc(samples * 2)]);
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 8000), 44 + i * 2);
  return wav;
}

/** A multipart request's form, as the server reads it (tests check what the SDK sent). */
export const formOf = (request: RecordedRequest) =>
  new Response(new Uint8Array(request.raw), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();

/** verbose_json as OpenAI answers it, from the form the client sent (the SDK sends multipart). */
async function transcription(options: FakeProviderOptions, request: RecordedRequest) {
  const form = await formOf(request);
  const file = form.get('file');
  const bytes = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const wav = readWav(bytes);
  const duration = wav ? wav.samples.length / wav.sampleRate : 2;
  const spoken = words(options.reply ?? DEFAULT_REPLY).map((word) => word.trim()).filter(Boolean);
  const half = Math.ceil(spoken.length / 2);
  const halves = [spoken.slice(0, half), spoken.slice(half)].filter((part) => part.length);
  const segments = halves.map((part, id) => ({
    id, seek: 0, start: (duration * id) / halves.length, end: (duration * (id + 1)) / halves.length, text: ` ${part.join(' ')}`,
    tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.2, no_speech_prob: 0.01,
  }));
  return { task: 'transcribe', language: 'english', duration, text: spoken.join(' '), segments };
}
