// The Transcriber on the server (docs/rest-api.md, "Transcriber"), with a fake engine (the engines
// have their own tests): an uploaded WAV transcribed by a job into text and segments, its cost the
// audio's seconds at the model's price debited once, the uploaded file playable with a range,
// listed newest first in pages, renamed, deleted with its file; refusals in words storing nothing
// (no file, a text file named .mp3, a model that is no transcription model or not available here,
// a workspace without credits); a 26 MB upload refused while it streams; an engine that fails
// leaves the transcription failed with its words and debits nothing; another workspace finds none;
// one under way when the server stops is transcribed by the next server on the same data.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maxMediaUploadBytes } from '../../contract/media-upload';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { HttpError } from '../../server/lib/errors';
import { bearer, buildTestApp, createTestDatabase, signUpUser, type Session } from './helpers/app';
import { balance } from './helpers/billing';
import { megabyte, streamUpload } from './helpers/stream-upload';
import { fakeTranscription, finishedTranscription, postTranscription, sampleWav } from './helpers/transcriber';
import { addCredits } from './helpers/voiceover';

const engine = fakeTranscription();
const app = await buildTestApp({ transcriptionEngines: engine });
afterAll(async () => {
  await app.close();
});

const get = (session: Session, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });
const mediaFiles = (session: Session) => app.db.selectFrom('media_files').select('id').where('workspace_id', '=', session.user.workspace.id).execute();

describe('transcriptions', () => {
  it('transcribes an upload as a job: text and segments, its seconds debited once, its file played with a range, renamed, deleted with its file', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    // The catalogue's price, as an operator would set it: 20 credits per 1,000 seconds.
    await app.db.updateTable('models').set({ input_cost_per_1k: 20 }).where('key', '=', 'pocketsphinx').execute();
    const before = await balance(app, user);
    const wav = await sampleWav();
    const created = await postTranscription(app, user, { data: wav, name: '  Morning interview.final.wav' }, { model: 'pocketsphinx' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 0, title: 'Morning interview.final', model: 'pocketsphinx', content: null, cost: 0, error: null, input_file: { content_type: 'audio/wav' } });

    const done = await finishedTranscription(app, user, created.json().id);
    expect(engine.calls.at(-1)).toMatchObject({ model: 'pocketsphinx', contentType: 'audio/wav' });
    expect(engine.calls.at(-1)!.data.equals(wav)).toBe(true);
    const seconds = done.input_file.duration as number;
    expect(seconds).toBeGreaterThan(1);
    expect(done).toMatchObject({ state: 3, progress: 1, error: null });
    expect(done.cost).toBeCloseTo((seconds * 20) / 1000, 5);
    expect(done.content.text).toBe('My voice is clear and calm, and I speak at an even pace today.');
    expect(done.content.segments).toHaveLength(3);
    expect(done.content.segments[0]).toEqual({ start: 0, end: expect.any(Number), text: 'My voice is clear and calm,' });
    expect(done.content.segments[2].end).toBeCloseTo(seconds, 3);
    expect(await balance(app, user)).toBeCloseTo(before - done.cost, 6);
    const usage = await app.db.selectFrom('usage').select(['model', 'units', 'resource_kind']).where('resource_id', '=', done.id).execute();
    expect(usage).toEqual([{ model: 'pocketsphinx', units: expect.anything(), resource_kind: 'transcription' }]);
    expect(Number(usage[0]!.units)).toBeCloseTo(seconds, 3);
    expect((await get(user, '/api/library/transcriptions')).json().data[0]).toEqual(done);

    // The uploaded audio plays from its signed link, a range of it too.
    const ranged = await app.inject({ method: 'GET', url: done.input_file.url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');

    const renamed = await app.inject({ method: 'POST', url: `/api/library/transcriptions/${done.id}`, headers: bearer(user), payload: { title: ' Standup ' } });
    expect(renamed.json()).toMatchObject({ id: done.id, title: 'Standup' });
    const blank = await app.inject({ method: 'POST', url: `/api/library/transcriptions/${done.id}`, headers: bearer(user), payload: { title: '   ' } });
    expect(blank.statusCode).toBe(400);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/library/transcriptions/${done.id}`, headers: bearer(user) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user, `/api/library/transcriptions/${done.id}`)).statusCode).toBe(404);
    expect((await get(user, `/api/files/${done.input_file.id}`)).statusCode).toBe(404);
    expect(await mediaFiles(user)).toEqual([]);
  });

  it('takes the first available transcription model when none is named, and pages the history newest first', async () => {
    const user = await signUpUser(app);
    const ids: string[] = [];
    for (const name of ['one.wav', 'two.wav', 'three.wav']) {
      const created = await postTranscription(app, user, { data: await sampleWav(), name });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().model).toBe('pocketsphinx');
      ids.push(created.json().id);
      await finishedTranscription(app, user, created.json().id);
    }
    const first = (await get(user, '/api/library/transcriptions?limit=2')).json().data;
    expect(first.map((item: { title: string }) => item.title)).toEqual(['three', 'two']);
    const next = (await get(user, `/api/library/transcriptions?limit=2&starting_after=${first[1].id}`)).json().data;
    expect(next.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    // Another workspace sees none of them, and cannot page from one.
    const stranger = await signUpUser(app);
    expect((await get(stranger, '/api/library/transcriptions')).json().data).toEqual([]);
    expect((await get(stranger, `/api/library/transcriptions/${ids[0]}`)).json()).toEqual({ message: 'Transcription not found.' });
    expect((await get(stranger, `/api/library/transcriptions?starting_after=${ids[0]}`)).statusCode).toBe(400);
  });

  it('refuses, in words and storing nothing: no file, a text file named .mp3, and a model that cannot transcribe here', async () => {
    const user = await signUpUser(app);
    const wav = await sampleWav();
    const refusals = [
      [null, {}, 'Please add an audio or video file to transcribe.'],
      [{ data: Buffer.from('Not a sound at all, only words.\n'.repeat(100)), name: 'song.mp3', type: 'audio/mpeg' }, {}, 'File must be in a supported audio/video format.'],
      [{ data: wav }, { model: 'no-such-model' }, '"no-such-model" is not a transcription model.'],
      [{ data: wav }, { model: 'flite' }, '"flite" is not a transcription model.'],
      [{ data: wav }, { model: 'whisper-1' }, "Whisper is not available: Needs an OpenAI API key on this server."],
    ] as const;
    for (const [file, fields, message] of refusals) {
      const response = await postTranscription(app, user, file, fields);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await get(user, '/api/library/transcriptions')).json().data).toEqual([]);
    expect(await mediaFiles(user)).toEqual([]);
  });

  it('refuses a transcription when the workspace has no credits left (402), storing nothing', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, -(await balance(app, user)));
    const refused = await postTranscription(app, user, { data: await sampleWav() });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/run out of credits/);
    expect((await get(user, '/api/library/transcriptions')).json().data).toEqual([]);
    expect(await mediaFiles(user)).toEqual([]);
  });

  it('refuses a file the moment it crosses 25 MB, in the SPEC\'s words, over a real socket, and a declared length over it at once', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUpUser(app);
    const boundary = 'transcriberboundary';
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="model"\r\n\r\npocketsphinx\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="long.wav"\r\ncontent-type: audio/wav\r\n\r\n`);
    const result = await streamUpload((app.server.address() as AddressInfo).port, '/api/ai/transcriptions', bearer(user), boundary, head, 100);
    expect(result.status).toBe(413);
    expect(result.message).toBe('File size must be less than 25MB.');
    // Refused once past the limit; what sits in the two sockets' buffers may be written before the answer.
    expect(result.writtenMb).toBeGreaterThanOrEqual(maxMediaUploadBytes / megabyte.length);
    expect(result.writtenMb).toBeLessThan(maxMediaUploadBytes / megabyte.length + 20);
    const declared = await app.inject({
      method: 'POST', url: '/api/ai/transcriptions',
      headers: { ...bearer(user), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(100 * 1024 * 1024) }, payload: head,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: 'File size must be less than 25MB.' });
    expect((await get(user, '/api/library/transcriptions')).json().data).toEqual([]);
  });
});

it("leaves a transcription failed with the engine's words when the engine fails, and debits nothing", async () => {
  const broken = await buildTestApp({ transcriptionEngines: fakeTranscription(async () => { throw new HttpError(502, 'The transcription engine is not answering.'); }) });
  try {
    const user = await signUpUser(broken);
    const before = await balance(broken, user);
    const created = await postTranscription(broken, user, { data: await sampleWav() });
    const failed = await finishedTranscription(broken, user, created.json().id);
    expect(failed).toMatchObject({ state: 4, error: 'The transcription engine is not answering.', content: null, cost: 0 });
    expect(await balance(broken, user)).toBe(before);
  } finally {
    await broken.close();
  }
});

it('is left queued when the server stops mid-transcription, and the next server on the same data transcribes it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-transcriber-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({
    DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir, JWT_SECRET: `test-secret-${randomBytes(8).toString('hex')}`, CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'silent',
  });
  try {
    // The first server's engine works until it is stopped.
    const hanging = fakeTranscription(({ signal }) => new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))));
    const first = await buildApp(config, { transcriptionEngines: hanging, logger: false });
    const user = await signUpUser(first);
    const created = await postTranscription(first, user, { data: await sampleWav() });
    expect(created.statusCode, created.body).toBe(201);
    const until = Date.now() + 20_000;
    while ((await first.inject({ method: 'GET', url: `/api/library/transcriptions/${created.json().id}`, headers: bearer(user) })).json().state !== 1) {
      if (Date.now() > until) throw new Error('The transcription never started.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.close();

    const second = await buildApp(config, { transcriptionEngines: fakeTranscription(), logger: false });
    try {
      const done = await finishedTranscription(second, user, created.json().id);
      expect(done).toMatchObject({ state: 3, content: { text: 'My voice is clear and calm, and I speak at an even pace today.' } });
    } finally {
      await second.close();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
