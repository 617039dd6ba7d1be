import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxMediaUploadBytes, mediaUploadTooLarge, mediaUploadUnsupported } from '../../contract/media-upload';
import { isolatedVoiceNotFound, isolationFileMissing } from '../../contract/voice-isolator';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { balance } from './helpers/billing';
import { fakeIsolation } from './helpers/fake-isolation';
import { wav } from './helpers/media';
import { multipart } from './helpers/multipart';
import { streamUpload } from './helpers/stream-upload';
import { addCredits } from './helpers/voiceover';

// The voice isolator's server side against the real app, database and jobs runner, with a
// stand-in engine (helpers/fake-isolation.ts; the real engines have their own tests): an upload
// cleaned as a job (the Before and After files play with ranges, the cost its seconds at the
// model's price, debited once), listed, renamed, deleted with both files; refusals in words (no
// file, not audio, an unknown or unavailable model, 26 MB while it streams, no credits); a failed
// job in the engine's words with nothing debited; another workspace's item not found.

const engine = fakeIsolation(2);
const app = await buildTestApp({ isolationEngines: engine });
let port: number;
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  // The catalogue's price for RNNoise, as an operator would set it: 3 credits per 1,000 seconds.
  await app.db.updateTable('models').set({ input_cost_per_1k: 3 }).where('key', '=', 'rnnoise').execute();
});
afterAll(async () => {
  await app.close();
});

function isolate(session: Session, fields: Record<string, string>, file: { data: Buffer; name?: string; type?: string } | null) {
  const form = multipart(fields, file ? [{ name: file.name ?? 'noisy speech.wav', data: file.data, type: file.type ?? 'audio/wav', field: 'file' }] : []);
  return app.inject({ method: 'POST', url: '/api/ai/isolated-voices', headers: { ...bearer(session), ...form.headers }, payload: form.payload });
}
const get = (session: Session, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });

async function finished(session: Session, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const item = (await get(session, `/api/library/isolated-voices/${id}`)).json();
    if (item.state >= 3) return item;
    if (Date.now() > until) throw new Error(`The isolation did not finish: ${JSON.stringify(item)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/ai/isolated-voices', () => {
  it('cleans an upload as a job: both files play with a range, its seconds are debited once, it is listed, renamed and deleted with its files', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    const before = await balance(app, user);
    const created = await isolate(user, { model: 'rnnoise' }, { data: wav(4) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 0, title: 'noisy speech', model: 'rnnoise', output_file: null, cost: 0, error: null, input_file: { content_type: 'audio/wav', duration: 4 } });
    const done = await finished(user, created.json().id);
    // 4 s of upload at 3 credits per 1,000 s.
    expect(done).toMatchObject({ state: 3, progress: 1, error: null, cost: 0.012, output_file: { content_type: 'audio/wav', duration: 2 } });
    expect(engine.calls.at(-1)).toMatchObject({ model: 'rnnoise', contentType: 'audio/wav' });
    expect(await balance(app, user)).toBeCloseTo(before - 0.012, 6);
    expect((await get(user, '/api/library/isolated-voices')).json()).toEqual({ object: 'list', data: [done] });

    for (const file of [done.input_file, done.output_file]) {
      const ranged = await app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=0-99' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }

    // Another workspace finds neither the item nor its files.
    const stranger = await signUpUser(app);
    expect((await get(stranger, `/api/library/isolated-voices/${done.id}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/files/${done.output_file.id}`)).statusCode).toBe(404);
    expect((await get(stranger, '/api/library/isolated-voices')).json().data).toEqual([]);

    const renamed = await app.inject({ method: 'POST', url: `/api/library/isolated-voices/${done.id}`, headers: bearer(user), payload: { title: ' Interview ' } });
    expect(renamed.json()).toMatchObject({ id: done.id, title: 'Interview' });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/library/isolated-voices/${done.id}`, headers: bearer(user) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user, `/api/library/isolated-voices/${done.id}`)).json()).toEqual({ message: isolatedVoiceNotFound });
    for (const file of [done.input_file, done.output_file]) expect((await get(user, `/api/files/${file.id}`)).statusCode).toBe(404);
    // The billing record stays.
    expect(await balance(app, user)).toBeCloseTo(before - 0.012, 6);
  });

  it('pages the history newest first, 25 a page by default, after the last id shown', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await isolate(user, { model: 'rnnoise' }, { data: wav(0.5), name: `take ${i}.wav` })).json().id);
    const first = (await get(user, '/api/library/isolated-voices?limit=2')).json().data.map((item: { id: string }) => item.id);
    expect(first).toEqual([ids[2], ids[1]]);
    const next = (await get(user, `/api/library/isolated-voices?limit=2&starting_after=${ids[1]}`)).json().data.map((item: { id: string }) => item.id);
    expect(next).toEqual([ids[0]]);
    const stranger = await signUpUser(app);
    expect((await get(stranger, `/api/library/isolated-voices?starting_after=${ids[1]}`)).statusCode).toBe(400);
  });

  it('refuses in words, storing nothing: no file, a file that is not audio by its bytes, an unknown or unavailable model', async () => {
    const user = await signUpUser(app);
    const noFile = await isolate(user, { model: 'rnnoise' }, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: isolationFileMissing });
    const text = await isolate(user, { model: 'rnnoise' }, { data: Buffer.from('just some words, not a recording'), name: 'speech.wav' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: mediaUploadUnsupported });
    const unknown = await isolate(user, { model: 'no-such-model' }, { data: wav(1) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown voice isolation model "no-such-model".');
    const notIsolation = await isolate(user, { model: 'flite' }, { data: wav(1) });
    expect(notIsolation.statusCode).toBe(400);
    // ElevenLabs' isolator needs the server's key, which tests do not set.
    const hosted = await isolate(user, { model: 'eleven_voice_isolator' }, { data: wav(1) });
    expect(hosted.statusCode).toBe(400);
    expect(hosted.json().message).toMatch(/^ElevenLabs Voice Isolator is not available: Needs .* on this server\.$/);
    expect((await get(user, '/api/library/isolated-voices')).json().data).toEqual([]);
  });

  it('refuses a file the moment it crosses 25 MB, in the SPEC words, and stores nothing', async () => {
    const user = await signUpUser(app);
    const boundary = 'isolatorboundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="model"\r\n\r\nrnnoise\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="long.wav"\r\ncontent-type: audio/wav\r\n\r\n`,
    );
    const result = await streamUpload(port, '/api/ai/isolated-voices', { authorization: `Bearer ${user.jwt}` }, boundary, head, 100);
    expect(result.status).toBe(413);
    expect(result.message).toBe(mediaUploadTooLarge);
    // Refused once past 25 MB, long before the 100 MB were sent (what sits in socket buffers aside).
    expect(result.writtenMb).toBeGreaterThanOrEqual(maxMediaUploadBytes / 1024 / 1024);
    expect(result.writtenMb).toBeLessThan(45);
    expect((await get(user, '/api/library/isolated-voices')).json().data).toEqual([]);
  });

  it('refuses an upload when the workspace has no credits left (402), storing nothing', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, -(await balance(app, user)));
    const refused = await isolate(user, { model: 'rnnoise' }, { data: wav(1) });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/run out of credits/);
    expect((await get(user, '/api/library/isolated-voices')).json().data).toEqual([]);
  });

  it("leaves an item failed with the engine's words when the engine fails, and debits nothing", async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    const before = await balance(app, user);
    engine.failWith('The recording could not be decoded.');
    try {
      const created = await isolate(user, { model: 'rnnoise' }, { data: wav(1) });
      const failed = await finished(user, created.json().id);
      expect(failed).toMatchObject({ state: 4, error: 'The recording could not be decoded.', cost: 0, output_file: null });
    } finally {
      engine.failWith(null);
    }
    expect(await balance(app, user)).toBe(before);
  });
});
