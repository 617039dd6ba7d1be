// Voiceover on the server (docs/rest-api.md, "Voiceover"): the voices a user may use (the
// engines' built-in ones with locale and gender, searched, the workspace's clones), and speeches:
// made as a job that speaks offline, its file played with a range, renamed, deleted with its file;
// a prompt refused in words, a voice not the user's not found, a workspace without credits
// refused; an engine that fails leaves the speech failed with its words and debits nothing; a
// speech queued when the server stops is spoken by the next one on the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maxSpeechPrompt } from '../../contract/voiceover';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSpeechEngines } from '../../server/engines/speech/index';
import type { SpeechEngines } from '../../server/engines/speech/types';
import { HttpError } from '../../server/lib/errors';
import { bearer, buildTestApp, createTestDatabase, signUpUser, type Session } from './helpers/app';
import { balance } from './helpers/billing';
import { addCredits, cloneVoice, finishedSpeech, onCloneCap } from './helpers/voiceover';

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const get = (session: Session, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });
const speak = (session: Session, payload: object, on = app) => on.inject({ method: 'POST', url: '/api/ai/speeches', headers: bearer(session), payload });
const sentence = 'Good morning. This is a short speech, spoken offline.';

describe('voices', () => {
  it("lists the engines' voices with locale and gender, searches them, and pages them", async () => {
    const user = await signUpUser(app);
    const voices = (await get(user, '/api/voices?limit=100')).json().data;
    // The engines' order, the most intelligible voice first (whenever each voice was synced).
    expect(voices.slice(0, 3).map((voice: { id: string }) => voice.id)).toEqual(['flite-rms', 'flite-slt', 'flite-awb']);
    expect(voices.find((voice: { id: string }) => voice.id === 'flite-rms')).toMatchObject({ name: expect.any(String), locale: 'en-US', gender: 'male', owner: 'system', engine: 'flite', model: 'flite', clone: null, visibility: 1 });
    expect(voices.find((voice: { id: string }) => voice.id === 'flite-slt')).toMatchObject({ locale: 'en-US', gender: 'female' });
    const british = (await get(user, '/api/voices?query=en-GB')).json().data;
    expect(british.length).toBeGreaterThan(0);
    expect(british.every((voice: { locale: string }) => voice.locale === 'en-GB')).toBe(true);
    const first = (await get(user, '/api/voices?limit=2')).json().data;
    const next = (await get(user, `/api/voices?limit=2&starting_after=${first[1].id}`)).json().data;
    expect([...first, ...next].map((voice: { id: string }) => voice.id)).toEqual(voices.slice(0, 4).map((voice: { id: string }) => voice.id));
    // No clones yet: the workspace page's card is empty.
    expect((await get(user, '/api/voices?owner=workspace&limit=3')).json()).toEqual({ object: 'list', data: [] });
    expect((await get(user, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 0 });
  });

  it("shows a private clone to its creator only, never to another workspace", async () => {
    const owner = await signUpUser(app);
    const stranger = await signUpUser(app);
    await onCloneCap(app, owner, 3);
    const voice = await cloneVoice(app, owner, 'Private reader');
    expect((await get(owner, '/api/voices')).json().data[0].id).toBe(voice.id);
    expect((await get(stranger, '/api/voices?limit=100')).json().data.map((entry: { id: string }) => entry.id)).not.toContain(voice.id);
    expect((await speak(stranger, { voice_id: voice.id, prompt: sentence })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/voices/${voice.id}`, headers: bearer(stranger), payload: { name: 'Mine' } })).statusCode).toBe(404);
  });
});

describe('speeches', () => {
  it('speaks a prompt offline as a job: the file plays with a range, it is renamed, and deleted with its file', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    // The catalogue's price for flite, as an operator would set it: 2 credits per 1,000 characters.
    await app.db.insertInto('models').values({ key: 'flite', name: 'Flite', provider: 'local', type: 'speech', modalities: '{"input":["text"],"output":["audio"]}', capabilities: '[]', config: '{}', input_cost_per_1k: 2, output_cost_per_1k: 0 }).onConflict((oc) => oc.column('key').doUpdateSet({ input_cost_per_1k: 2 })).execute();
    const before = await balance(app, user);
    const created = await speak(user, { voice_id: 'flite-rms', prompt: `  ${sentence}  ` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 0, title: sentence, prompt: sentence, voice: { id: 'flite-rms' }, output_file: null, cost: 0, error: null });
    const done = await finishedSpeech(app, user, created.json().id);
    const cost = Math.round(sentence.length * 2) / 1000;
    expect(done).toMatchObject({ state: 3, progress: 1, error: null, cost, output_file: { content_type: 'audio/wav', url: expect.stringMatching(/^\/api\/files\//) } });
    expect(done.output_file.duration).toBeGreaterThan(1);
    expect(await balance(app, user)).toBeCloseTo(before - cost, 6);
    expect((await get(user, '/api/library/speeches')).json().data[0]).toEqual(done);

    // The signed link plays without a bearer, a range of it too.
    const ranged = await app.inject({ method: 'GET', url: done.output_file.url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('audio/wav');
    expect(ranged.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(ranged.rawPayload.length).toBe(100);

    // Another workspace finds neither the speech nor its file.
    const stranger = await signUpUser(app);
    expect((await get(stranger, `/api/library/speeches/${done.id}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/files/${done.output_file.id}`)).statusCode).toBe(404);

    const renamed = await app.inject({ method: 'POST', url: `/api/library/speeches/${done.id}`, headers: bearer(user), payload: { title: 'Morning' } });
    expect(renamed.json()).toMatchObject({ id: done.id, title: 'Morning' });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/library/speeches/${done.id}`, headers: bearer(user) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user, `/api/library/speeches/${done.id}`)).statusCode).toBe(404);
    expect((await get(user, `/api/files/${done.output_file.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: done.output_file.url })).statusCode).toBe(404);
  });

  it('refuses an empty or too long prompt and a voice that does not exist, in words, storing nothing', async () => {
    const user = await signUpUser(app);
    const empty = await speak(user, { voice_id: 'flite-rms', prompt: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please enter the text to speak.' });
    const long = await speak(user, { voice_id: 'flite-rms', prompt: 'a'.repeat(maxSpeechPrompt + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Prompt/);
    const unknown = await speak(user, { voice_id: 'no-such-voice', prompt: sentence });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Voice not found.' });
    expect((await get(user, '/api/library/speeches')).json().data).toEqual([]);
  });

  it('refuses a speech when the workspace has no credits left (402), storing nothing', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, -(await balance(app, user)));
    const refused = await speak(user, { voice_id: 'flite-rms', prompt: sentence });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/run out of credits/);
    expect((await get(user, '/api/library/speeches')).json().data).toEqual([]);
  });

  it('speaks with a cloned voice', async () => {
    const user = await signUpUser(app);
    await onCloneCap(app, user, 3);
    const voice = await cloneVoice(app, user, 'My reading voice');
    const created = await speak(user, { voice_id: voice.id, prompt: sentence });
    expect(created.statusCode, created.body).toBe(201);
    const done = await finishedSpeech(app, user, created.json().id);
    expect(done).toMatchObject({ state: 3, voice: { id: voice.id, name: 'My reading voice' }, output_file: { content_type: 'audio/wav' } });
  });

  it('leaves a speech failed with the engine\'s words when the engine fails, and debits nothing', async () => {
    const failing: SpeechEngines = { ...createSpeechEngines({}), speak: async () => { throw new HttpError(502, 'The voice engine is not answering.'); } };
    const broken = await buildTestApp({ speechEngines: failing });
    try {
      const user = await signUpUser(broken);
      const before = await balance(broken, user);
      const created = await speak(user, { voice_id: 'flite-rms', prompt: sentence }, broken);
      const failed = await finishedSpeech(broken, user, created.json().id);
      expect(failed).toMatchObject({ state: 4, error: 'The voice engine is not answering.', output_file: null, cost: 0 });
      expect(await balance(broken, user)).toBe(before);
    } finally {
      await broken.close();
    }
  });
});

describe('a speech across a restart', () => {
  it('is left queued when the server stops mid-speech, and the next server on the same data speaks it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-voiceover-'));
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : null;
    const config = loadConfig({
      DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir, JWT_SECRET: `test-secret-${randomBytes(8).toString('hex')}`, CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'silent',
    });
    try {
      // The first server's engine speaks until it is stopped.
      const hanging: SpeechEngines = { ...createSpeechEngines({}), speak: ({ signal }) => new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))) };
      const first = await buildApp(config, { speechEngines: hanging, logger: false });
      const user = await signUpUser(first);
      const created = await speak(user, { voice_id: 'flite-rms', prompt: sentence }, first);
      expect(created.statusCode, created.body).toBe(201);
      const until = Date.now() + 20_000;
      while ((await first.inject({ method: 'GET', url: `/api/library/speeches/${created.json().id}`, headers: bearer(user) })).json().state !== 1) {
        if (Date.now() > until) throw new Error('The speech never started.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.close();

      const second = await buildApp(config, { logger: false });
      try {
        const done = await finishedSpeech(second, user, created.json().id);
        expect(done).toMatchObject({ state: 3, output_file: { content_type: 'audio/wav' } });
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
