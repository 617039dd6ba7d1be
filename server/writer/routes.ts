// The writer and the coder (docs/rest-api.md, "Writer and coder"): a completion streamed into a
// new document, and each kind's documents in the library — list and search, count, read, rename
// and status, delete, re-attach to one still being written, stop it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IdParams } from '../../contract/common';
import {
  CodeCompletionBody, CompletionBody, CountResponse, Document, DocumentCountQuery, DocumentList, DocumentListQuery, DocumentUpdateBody, PresetParams,
} from '../../contract/writer';
import type { AuthContext } from '../lib/auth-context';
import { openEventStream } from '../lib/sse';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import type { CompletionInput } from './completion';
import { documentCountKey, documentPageKey } from './documents';
import { documentKinds } from './kinds';

export async function writerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { writer } = app.services;

  // Every check happens, and the placeholder is stored, before the stream opens, so refusals
  // are plain JSON errors; the answer is then an event stream (lib/sse.ts), written by hand: no
  // response schema.
  const complete = async (reply: FastifyReply, auth: AuthContext, input: CompletionInput) => {
    const checked = await writer.check(auth, input);
    const job = await writer.begin(checked);
    await writer.write(checked, job, openEventStream(reply));
  };

  app.post('/ai/completions/code', { schema: { body: CodeCompletionBody } }, async (request, reply) =>
    complete(reply, authOf(request), { kind: 'code', ...request.body }),
  );

  // The preset's id names a catalogue entry, the same for everyone.
  app.post('/ai/completions/:presetId', { config: { owns: 'catalogue' }, schema: { params: PresetParams, body: CompletionBody } }, async (request, reply) =>
    complete(reply, authOf(request), { kind: 'document', presetId: request.params.presetId, ...request.body }),
  );

  // SPEC §7 writes the free prompt's route with its trailing slash; both spellings answer.
  for (const url of ['/ai/completions/', '/ai/completions']) {
    app.post(url, { schema: { body: CompletionBody } }, async (request, reply) =>
      complete(reply, authOf(request), { kind: 'document', presetId: null, ...request.body }),
    );
  }

  for (const kind of documentKinds) {
    const base = `/library/${kind.path}`;
    const owns = kind.name;

    app.get(base, { ...listPageRoute, schema: { querystring: DocumentListQuery, response: { 200: DocumentList } } }, (request, reply) => {
      const auth = authOf(request);
      return sendListPage(request, reply, auth.workspaceId, documentPageKey(kind, request.query), () => writer.list(kind, auth, request.query));
    });

    app.get(`${base}/count`, { ...listPageRoute, schema: { querystring: DocumentCountQuery, response: { 200: CountResponse } } }, (request, reply) => {
      const auth = authOf(request);
      return sendListPage(request, reply, auth.workspaceId, documentCountKey(kind, request.query), () => writer.count(kind, auth, request.query));
    });

    app.get(`${base}/:id`, { config: { owns }, schema: { params: IdParams, response: { 200: Document } } }, async (request) =>
      writer.get(kind, authOf(request), request.params.id),
    );

    app.post(`${base}/:id`, { config: { owns }, schema: { params: IdParams, body: DocumentUpdateBody, response: { 200: Document } } }, async (request) =>
      writer.update(kind, authOf(request), request.params.id, request.body),
    );

    app.delete(`${base}/:id`, { config: { owns }, schema: { params: IdParams } }, async (request, reply) => {
      await writer.remove(kind, authOf(request), request.params.id);
      reply.status(204).send();
    });

    // Re-attaching after a reload: an event stream like the completion's, no response schema.
    app.get(`${base}/:id/stream`, { config: { owns }, schema: { params: IdParams } }, async (request, reply) => {
      // Checked before the stream opens, so a wrong id is a plain JSON 404.
      const found = await writer.findWriting(kind, authOf(request), request.params.id);
      await writer.follow(kind, found, openEventStream(reply));
    });

    app.post(`${base}/:id/stop`, { config: { owns }, schema: { params: IdParams, response: { 200: Document } } }, async (request) =>
      writer.stop(kind, authOf(request), request.params.id),
    );
  }
}
