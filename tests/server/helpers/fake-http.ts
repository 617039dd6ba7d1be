// Shared plumbing for the fake provider servers (fake-openai.ts, fake-anthropic.ts): a real HTTP
// server on 127.0.0.1 that records every request and notices when a client hangs up early.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body (undefined if the body was empty or is not JSON, e.g. multipart). */
  body: any;
  /** The body's bytes as sent. */
  raw: Buffer;
  /** The key the client sent, from `Authorization: Bearer …` or `x-api-key`. */
  apiKey: string | undefined;
  /** True once the client closed the connection before the response finished (e.g. on abort). */
  aborted: boolean;
}

export interface FakeServer {
  /** Base URL to hand to the SDK / engine config. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Options both fake providers understand. */
export interface FakeProviderOptions {
  /** Reply text, streamed one word per chunk. Default 'Hello from the fake model.' */
  reply?: string;
  /** Reasoning text streamed before the reply (OpenAI: `reasoning_content`; Anthropic: thinking). */
  reasoning?: string;
  /** Reported usage; default { inputTokens: 10, outputTokens: 20 }; null sends none (OpenAI only). */
  usage?: { inputTokens: number; outputTokens: number } | null;
  /** Answer every request with this HTTP error status (401, 429, 500…) and the provider's error body. */
  status?: number;
  /** Only this key is accepted; any other gets a 401. */
  apiKey?: string;
  /** After this many reply chunks, send the provider's in-stream error event and end. */
  failAfter?: number;
  /** After this many reply chunks, drop the connection without a word. */
  disconnectAfter?: number;
  /** Slow mode: pause before every chunk (use for abort tests). */
  chunkDelayMs?: number;
  /** chunkDelayMs applies from this reply chunk on: a long reply arrives at once, then at a model's pace (OpenAI fake). */
  paceFrom?: number;
  /**
   * OpenAI only: every reply chunk also carries the usage so far (vLLM's continuous_usage_stats), the
   * output counted in reply chunks; Anthropic's fake always reports usage as it goes (message_start).
   */
  continuousUsage?: boolean;
  /** OpenAI only: model ids listed by GET /v1/models. Default ['fake-model']. */
  models?: string[];
  /** OpenAI only: GET /v1/models wants `apiKey` too, as api.openai.com does (local servers list without one). */
  keyedModels?: boolean;
  /**
   * A request that offers tools and whose messages hold no tool result answers with this tool call, streamed in the
   * provider's wire format; the follow-up (with the result) answers text quoting the result:
   * `The <name> tool returned <result>.`
   */
  toolCall?: FakeToolCall;
  /** Like toolCall, with several calls in that one answer (parallel tool calls); the follow-up quotes every result in order. */
  toolCalls?: FakeToolCall[];
}

export interface FakeToolCall {
  name: string;
  arguments: string;
}

/** The calls the first request with tools answers with: toolCalls, else toolCall, else none. */
export function requestedCalls(options: FakeProviderOptions): FakeToolCall[] {
  return options.toolCalls ?? (options.toolCall ? [options.toolCall] : []);
}

export const DEFAULT_REPLY = 'Hello from the fake model.';
export const DEFAULT_USAGE = { inputTokens: 10, outputTokens: 20 };

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => Promise<void>;

export async function startRecordingServer(handler: FakeHandler, urlSuffix = ''): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const text = raw.toString('utf8');
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: text && !/^multipart\//.test(req.headers['content-type'] ?? '') ? JSON.parse(text) : undefined,
      raw,
      apiKey: bearer ?? (req.headers['x-api-key'] as string | undefined),
      aborted: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    try {
      await handler(record, res);
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${urlSuffix}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The HTTP error a fake answers with instead of a reply: a wrong key (401) or `options.status`. */
export function refusalStatus(options: FakeProviderOptions, request: RecordedRequest): number | undefined {
  return options.apiKey && request.apiKey !== options.apiKey ? 401 : options.status;
}

/**
 * Streams `reply` word by word through `sendPiece`, failing as the options ask: the provider's
 * error event (`sendFailure`) after `failAfter` words, a dropped connection after `disconnectAfter`.
 * Resolves true when every word went out and the fake should finish its stream.
 */
export async function streamWords(
  response: ServerResponse,
  options: FakeProviderOptions,
  reply: string,
  sendPiece: (piece: string, index: number) => Promise<boolean>,
  sendFailure: () => Promise<unknown>,
): Promise<boolean> {
  for (const [i, piece] of words(reply).entries()) {
    if (i === options.disconnectAfter) {
      response.destroy();
      return false;
    }
    if (i === options.failAfter) {
      await sendFailure();
      response.end();
      return false;
    }
    if (!(await sendPiece(piece, i))) return false;
  }
  return true;
}

/** Writes one server-sent event; resolves false if the client is gone. */
export async function sendEvent(response: ServerResponse, data: unknown, event?: string, delayMs = 0) {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (response.destroyed) return false;
  response.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  return true;
}

export function startEventStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.flushHeaders();
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Splits a reply into word-sized pieces ("Hello", " there", ".") as models stream them. */
export function words(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

/** Splits text into `count` pieces of about equal length, as streamed tool arguments arrive. */
export function pieces(text: string, count = 3): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const result: string[] = [];
  for (let i = 0; i < text.length; i += size) result.push(text.slice(i, i + size));
  return result;
}

/** The reply the fakes give once tool results came back: `The <name> tool returned <result>.` for each, in order. */
export function toolReply(options: FakeProviderOptions, results: string[]): string {
  const calls = requestedCalls(options);
  return results.map((result, i) => `The ${calls[i]?.name ?? 'tool'} tool returned ${result}.`).join(' ');
}
