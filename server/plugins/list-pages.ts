// Sending a list page through the app's list cache (server/lib/list-cache.ts): the page as kept,
// compressed once per encoding rather than on every request, with the same threshold, encodings
// and settings as every other answer (compression.ts).
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, type ListAnswer } from '../lib/list-cache';
import { brotliOptions, COMPRESSION_THRESHOLD, ENCODINGS } from './compression';

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** A list route compresses its pages itself (below): the compression plugin stays out of it. */
export const listPageRoute = { compress: false } as const;

/**
 * Sends the page `key` of the workspace's list: when it isn't kept, `load` reads it from the
 * database and the route's response schema serializes it. The key holds every value the page
 * depends on besides the workspace; a null key reads afresh and keeps nothing (a search).
 * A kept page that was sent compressed before goes without a promise.
 */
export function sendListPage(request: FastifyRequest, reply: FastifyReply, workspaceId: string, key: string | null, load: () => Promise<unknown>): void | Promise<void> {
  const { lists } = request.server;
  const kept = key === null ? undefined : lists.kept(workspaceId, key);
  if (kept) return send(request, reply, kept);
  // JSON: the serializer of a route's response schema writes text.
  const read = async () => reply.serialize(await load()) as string;
  return (key === null ? read().then(answerOf) : lists.read(workspaceId, key, read)).then((answer) => send(request, reply, answer));
}

function send(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer): void | Promise<void> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = answer.size < COMPRESSION_THRESHOLD || !accepted ? null : (negotiate(accepted, [...ENCODINGS]) as (typeof ENCODINGS)[number] | null);
  if (!encoding) return void reply.send(answer.json);
  const body = answer.encoded[encoding];
  if (body) return void reply.header('content-encoding', encoding).send(body);
  return compressors[encoding](answer.json, encoding === 'br' ? brotliOptions : {}).then((compressed) => {
    answer.encoded[encoding] = compressed;
    request.server.lists.grew(answer, compressed.length);
    reply.header('content-encoding', encoding).send(compressed);
  });
}
