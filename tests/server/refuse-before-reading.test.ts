// An upload that will be refused is refused before it is read: no token, a conversation that
// is not the caller's, or a declared size over the limit is answered at once, over a real
// socket, and the connection is closed instead of read to the end. A file whose size is not
// declared is refused the moment it crosses its limit.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fileTooLarge, maxFileBytes } from '../../contract/tool-limits';
import { feedbackScreenshotMaxBytes } from '../../contract/feedback';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { streamUpload } from './helpers/stream-upload';

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

/** Streams one file of `megabytes` after the form's text fields (helpers/stream-upload.ts). */
function streamFile(path: string, field: string, filename: string, megabytes: number) {
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nhi\r\n--${boundary}\r\ncontent-disposition: form-data; name="message"\r\n\r\nhi\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  return streamUpload(Number(new URL(base).port), `/api${path}`, { authorization: `Bearer ${owner.jwt}` }, boundary, head, megabytes);
}

// What sits in the two sockets' buffers may be written before the answer comes back.
const inFlightMb = 20;

it('refuses a file the moment it crosses 25 MB, in the documented words, and stores nothing', async () => {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: {} })).json();
  const result = await streamFile(`/ai/conversations/${id}/messages`, 'files[]', 'big.txt', 100);
  expect(result.status).toBe(413);
  expect(result.message).toBe(fileTooLarge('big.txt'));
  expect(result.writtenMb).toBeGreaterThanOrEqual(maxFileBytes / chunk.length);
  expect(result.writtenMb).toBeLessThan(maxFileBytes / chunk.length + inFlightMb);
  expect(await app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toEqual([]);
});

it('refuses a feedback screenshot the moment it crosses 5 MB, through the same forms', async () => {
  const before = await app.db.selectFrom('site_feedback').select('id').execute();
  const result = await streamFile('/account/feedback', 'screenshot', 'shot.png', 60);
  expect(result.status).toBe(413);
  expect(result.message).toBe('The screenshot must be at most 5 MB.');
  expect(result.writtenMb).toBeGreaterThanOrEqual(feedbackScreenshotMaxBytes / chunk.length);
  expect(result.writtenMb).toBeLessThan(feedbackScreenshotMaxBytes / chunk.length + inFlightMb);
  expect(await app.db.selectFrom('site_feedback').select('id').execute()).toEqual(before);
});
