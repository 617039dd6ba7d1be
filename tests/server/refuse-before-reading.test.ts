// An upload that will be refused is refused before it is read: no token, a conversation that
// is not the caller's, or a declared size over the limit is answered at once, over a real
// socket, and the connection is closed instead of read to the end.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';

let app: FastifyInstance;
let base: string;
let owner: Session;
let stranger: Session;
let conversationId: string;

beforeAll(async () => {
  app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['ok'])).engines });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  owner = await signUpUser(app);
  stranger = await signUpGuest(app, 'Stranger');
  conversationId = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: {} })).json().id;
});
afterAll(async () => {
  await app?.close();
});

const boundary = 'refusalboundary';
const chunk = Buffer.alloc(1024 * 1024, 'a');

/**
 * Streams a multipart upload of `megabytes` to the chat route as fast as the socket takes it,
 * and reports the answer and how much had been written when it came.
 */
function upload(headers: Record<string, string>, megabytes: number, declareLength = false) {
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nhi\r\n--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="big.txt"\r\ncontent-type: text/plain\r\n\r\n`);
  return new Promise<{ status: number; body: string; writtenMb: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let written = 0;
    let answered = false;
    const req = request(`${base}/api/ai/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(head.length + megabytes * chunk.length) } : {}),
      },
    });
    req.on('response', (response) => {
      answered = true;
      const writtenMb = written / chunk.length;
      let body = '';
      response.on('data', (data) => (body += data));
      response.on('end', () => resolve({ status: response.statusCode!, body, writtenMb, ms: performance.now() - started }));
    });
    req.on('error', (error) => {
      // The server closing the connection on a refused upload is expected once it answered.
      if (!answered) reject(error);
    });
    req.write(head);
    const pump = () => {
      while (!answered && written < megabytes * chunk.length) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(declareLength ? undefined : `\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

it('refuses an upload without a token before reading it', async () => {
  const result = await upload({}, 240);
  expect(result.status).toBe(401);
  expect(JSON.parse(result.body).message).toBe('Please log in to continue.');
  // What sits in socket buffers may be written before the answer; the 240 MB are not.
  expect(result.writtenMb).toBeLessThan(24);
});

it('refuses an upload to a conversation that is not the caller\'s before reading it', async () => {
  const result = await upload(bearer(stranger), 240);
  expect(result.status).toBe(404);
  expect(result.writtenMb).toBeLessThan(24);
  const messages = await app.db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).execute();
  expect(messages).toEqual([]);
});

it('refuses a declared size over the limit at once', async () => {
  const result = await upload(bearer(owner), 300, true);
  expect(result.status, result.body).toBe(413);
  expect(JSON.parse(result.body).message).toBe('The upload is too large: at most 10 files of 25 MB each.');
  expect(result.writtenMb).toBeLessThan(24);
});

it('still reads a good upload to the end', async () => {
  const result = await upload(bearer(owner), 1);
  expect(result.status, result.body).toBe(200);
  expect(result.body).toContain('event: message');
});
