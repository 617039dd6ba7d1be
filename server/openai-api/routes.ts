// The OpenAI-compatible API at /v1, outside /api: OpenAI's paths, request and response shapes,
// streaming (`data: {chat.completion.chunk}` lines ending with `data: [DONE]`) and error shape,
// so OpenAI's clients only need `baseURL` and an Atelier API key (`Bearer atl_…`; a login
// token works too). Authentication is the app's one authenticator (server/account/tokens.ts),
// called here because this scope has its own error words.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ChatCompletionBody, OpenAIModel, OpenAIModelList } from '../../contract/openai-api';
import type { AuthContext } from '../lib/auth-context';
import { OpenAIError, openAIErrorOf, providerFailure } from './errors';
import type { CompletionChunk, CompletionRun, PreparedCompletion, Usage } from './completion-run';

const noKey = "You didn't provide an API key. Send it as 'Authorization: Bearer atl_…' (make one on your account page).";

export async function openAIRoutes(root: FastifyInstance) {
  await root.register(
    async (fastify) => {
      const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
      const api = app.services['openai-api'];
      const tokens = app.services.account.tokens;

      app.setErrorHandler((error, _request, reply) => {
        const { status, body } = openAIErrorOf(error);
        if (status >= 500) reply.log.error({ err: error }, 'request failed');
        return reply.status(status).send(body);
      });
      app.setNotFoundHandler((request, reply) => {
        reply.status(404).send({ error: { message: `Unknown request URL: ${request.method} ${request.url.split('?')[0]}.`, type: 'invalid_request_error', param: null, code: 'unknown_url' } });
      });
      // Browser clients too (a web editor, OpenAI's SDK with dangerouslyAllowBrowser): any origin
      // may call, as OpenAI's own API allows; the key travels in a header, never in a cookie, so
      // there is nothing a page could borrow. Set on the raw response, so a hijacked stream has it.
      app.addHook('onRequest', async (request, reply) => {
        reply.raw.setHeader('access-control-allow-origin', '*');
        if (request.method === 'OPTIONS') return;
        if (request.is404) return;
        const token = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!token) throw new OpenAIError(401, noKey, 'invalid_request_error', 'invalid_api_key');
        request.auth = tokens.remembered(token) ?? (await tokens.authenticate(token));
      });

      // A preflight: whatever headers the client asks to send (OpenAI's SDK adds its own x-stainless-*),
      // and, when Chromium asks (a public page calling an Atelier on this machine or network), yes.
      app.options('/*', async (request, reply) => {
        if (request.headers['access-control-request-private-network'] === 'true') reply.header('access-control-allow-private-network', 'true');
        return reply
          .status(204)
          .header('access-control-allow-methods', 'GET, POST, OPTIONS')
          .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'authorization, content-type')
          .header('access-control-max-age', '600')
          .send();
      });

      app.get('/models', { schema: { response: { 200: OpenAIModelList } } }, async (request) => api.models(authOf(request)));

      app.get('/models/:model', { schema: { params: Type.Object({ model: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: OpenAIModel } } }, async (request) =>
        api.model(authOf(request), request.params.model),
      );

      app.post('/chat/completions', { schema: { body: ChatCompletionBody } }, async (request, reply) => {
        const prepared = await api.prepare(authOf(request), request.body);
        const controller = new AbortController();
        // The caller hung up: the provider call stops, and what was generated is still billed.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const run = api.run(prepared, controller.signal);
        if (request.body.stream) return streamCompletion(reply, prepared, run, request.body.stream_options?.include_usage === true);
        try {
          for await (const chunk of run.chunks) void chunk;
        } catch (error) {
          await run.settle();
          throw providerFailure(error);
        }
        const usage = await run.settle();
        return completionObject(prepared, run, usage);
      });
    },
    { prefix: '/v1' },
  );
}

function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new OpenAIError(401, noKey, 'invalid_request_error', 'invalid_api_key');
  return request.auth;
}

const usageObject = (usage: Usage) => ({ prompt_tokens: usage.inputTokens, completion_tokens: usage.outputTokens, total_tokens: usage.inputTokens + usage.outputTokens });
const finishReason = (run: CompletionRun) => (run.calls().length ? 'tool_calls' : 'stop');

function completionObject(prepared: PreparedCompletion, run: CompletionRun, usage: Usage) {
  const calls = run.calls();
  return {
    id: prepared.id,
    object: 'chat.completion',
    created: prepared.created,
    model: prepared.model.key,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: calls.length && !run.text() ? null : run.text(),
          refusal: null,
          // What reasoning models thought, under the name OpenAI-compatible servers use for it.
          ...(run.reasoning() ? { reasoning_content: run.reasoning() } : {}),
          ...(calls.length ? { tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) } : {}),
        },
        logprobs: null,
        finish_reason: finishReason(run),
      },
    ],
    usage: usageObject(usage),
    system_fingerprint: null,
  };
}

/**
 * OpenAI's stream: a chunk per piece, the finish reason, the usage when asked, then [DONE]. The
 * first piece is awaited before the headers go out, so a provider that refuses at once is a
 * plain error with its status rather than a stream that fails.
 */
async function streamCompletion(reply: FastifyReply, prepared: PreparedCompletion, run: CompletionRun, includeUsage: boolean) {
  const iterator = run.chunks[Symbol.asyncIterator]();
  let next: IteratorResult<CompletionChunk>;
  try {
    next = await iterator.next();
  } catch (error) {
    await run.settle();
    throw providerFailure(error);
  }
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  const send = (data: unknown) => {
    if (!response.destroyed) response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  };
  const chunk = (delta: object, finish: string | null = null) => ({
    id: prepared.id,
    object: 'chat.completion.chunk',
    created: prepared.created,
    model: prepared.model.key,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  send(chunk({ role: 'assistant', content: '' }));
  let calls = 0;
  let failure: unknown = null;
  try {
    for (; !next.done; next = await iterator.next()) {
      const piece = next.value;
      if (piece.type === 'token') send(chunk({ content: piece.text }));
      else if (piece.type === 'reasoning') send(chunk({ reasoning_content: piece.text }));
      else if (piece.type === 'tool-request') {
        send(chunk({ tool_calls: [{ index: calls++, id: piece.id, type: 'function', function: { name: piece.name, arguments: piece.arguments } }] }));
      }
    }
  } catch (error) {
    failure = error;
  }
  const usage = await run.settle().catch((error: unknown) => {
    reply.log.error({ err: error }, 'recording the usage of a completion failed');
    return null;
  });
  if (failure) {
    // As OpenAI does mid-stream: an error object in place of a chunk; its clients raise it.
    send(openAIErrorOf(providerFailure(failure)).body);
  } else {
    send(chunk({}, finishReason(run)));
    if (includeUsage && usage) send({ ...chunk({}), choices: [], usage: usageObject(usage) });
  }
  send('[DONE]');
  response.end();
}
