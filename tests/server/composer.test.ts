// The Composer on the server (docs/rest-api.md, "Composer") with a fake music engine (the real one
// is tested on its own): a request answers a list of one composition made by a job; done, it has
// the MP3 and the WAV, the engine's note and its cost by seconds, debited once; it pages, is
// renamed, deleted with its files; a request is refused in words (prompt, tags, length, model),
// with 402 when nothing is free; an engine that fails leaves it failed with its words, unbilled.
import { afterAll, describe, expect, it } from 'vitest';
import {
  compositionModelUnknown, compositionPromptMissing, compositionPromptTooLong, compositionSecondsOutOfRange, compositionTagTooLong, compositionTooManyTags,
} from '../../contract/composer';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { balance } from './helpers/billing';
import { compose, fakeMusic, fakeNote, finishedComposition } from './helpers/composer';
import { addCredits } from './helpers/voiceover';

const music = fakeMusic();
const app = await buildTestApp({ musicEngines: music });
afterAll(async () => {
  await app.close();
});

const get = (session: Session, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });
const request = { prompt: 'A calm piano piece for a rainy morning', tags: ['calm', 'piano'], instrumental: true, model: 'composer-offline', duration: 15 };

describe('compositions', () => {
  it('composes as a job: a list of one, then the MP3 and WAV, billed once by seconds; renamed, paged, deleted with its files', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, 10);
    await app.db.updateTable('models').set({ input_cost_per_1k: 20 }).where('key', '=', 'composer-offline').execute();
    const before = await balance(app, user);
    const created = await compose(app, user, { ...request, prompt: `  ${request.prompt}  `, tags: ' calm, piano ,Calm,, ' });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json();
    expect(list.object).toBe('list');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ state: 0, title: request.prompt, prompt: request.prompt, tags: ['calm', 'piano'], instrumental: true, model: 'composer-offline', duration: 15, output_file: null, wav_file: null, cost: 0 });
    const done = await finishedComposition(app, user, list.data[0].id);
    expect(done).toMatchObject({ state: 3, progress: 1, error: null, note: null, cost: 0.3, output_file: { content_type: 'audio/mpeg' }, wav_file: { content_type: 'audio/wav' } });
    expect(done.output_file.duration).toBeCloseTo(15, 0);
    expect(music.requests.at(-1)).toMatchObject({ model: 'composer-offline', prompt: request.prompt, tags: ['calm', 'piano'], instrumental: true, seconds: 15 });
    expect(await balance(app, user)).toBeCloseTo(before - 0.3, 6);
    expect((await get(user, '/api/library/compositions')).json().data[0]).toEqual(done);
    const mp3 = await app.inject({ method: 'GET', url: done.output_file.url });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff[\xe0-\xff])/);

    const renamed = await app.inject({ method: 'POST', url: `/api/library/compositions/${done.id}`, headers: bearer(user), payload: { title: '  Rainy morning ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: done.id, title: 'Rainy morning' });

    const second = (await compose(app, user, { ...request, prompt: 'A second piece' })).json().data[0];
    const third = (await compose(app, user, { ...request, prompt: 'A third piece' })).json().data[0];
    await finishedComposition(app, user, third.id);
    const first = (await get(user, '/api/library/compositions?limit=2')).json().data;
    expect(first.map((entry: { id: string }) => entry.id)).toEqual([third.id, second.id]);
    const next = (await get(user, `/api/library/compositions?limit=2&starting_after=${second.id}`)).json().data;
    expect(next.map((entry: { id: string }) => entry.id)).toEqual([done.id]);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/library/compositions/${done.id}`, headers: bearer(user) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user, `/api/library/compositions/${done.id}`)).statusCode).toBe(404);
    expect((await get(user, `/api/files/${done.output_file.id}`)).statusCode).toBe(404);
    expect((await get(user, `/api/files/${done.wav_file.id}`)).statusCode).toBe(404);
  });

  it("keeps the engine's note when vocals are asked of the offline model", async () => {
    const user = await signUpUser(app);
    const created = await compose(app, user, { ...request, instrumental: false });
    expect(created.statusCode, created.body).toBe(201);
    const done = await finishedComposition(app, user, created.json().data[0].id);
    expect(done).toMatchObject({ state: 3, instrumental: false, note: fakeNote });
  });

  it('refuses a request in words: prompt, tags, length and model', async () => {
    const user = await signUpUser(app);
    const refusal = async (payload: object) => {
      const response = await compose(app, user, { ...request, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message;
    };
    expect(await refusal({ prompt: '   ' })).toBe(compositionPromptMissing);
    expect(await refusal({ prompt: 'x'.repeat(501) })).toBe(compositionPromptTooLong);
    expect(await refusal({ tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) })).toBe(compositionTooManyTags);
    expect(await refusal({ tags: ['x'.repeat(31)] })).toBe(compositionTagTooLong);
    expect(await refusal({ duration: 4 })).toBe(compositionSecondsOutOfRange);
    expect(await refusal({ duration: 121 })).toBe(compositionSecondsOutOfRange);
    expect(await refusal({ model: 'no-such-model' })).toBe(compositionModelUnknown);
    expect(await refusal({ model: 'flite' })).toBe(compositionModelUnknown);
    await app.db.updateTable('models').set({ is_enabled: false }).where('key', '=', 'composer-offline').execute();
    try {
      expect(await refusal({})).toBe('This music model is not available. Switched off on this server.');
    } finally {
      await app.db.updateTable('models').set({ is_enabled: true }).where('key', '=', 'composer-offline').execute();
    }
    expect((await get(user, '/api/library/compositions')).json().data).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/ai/compositions', payload: request })).statusCode).toBe(401);
  });

  it('refuses a composition when the workspace has no credits left (402), storing nothing', async () => {
    const user = await signUpUser(app);
    await addCredits(app, user, -(await balance(app, user)));
    const refused = await compose(app, user, request);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/run out of credits/);
    expect((await get(user, '/api/library/compositions')).json().data).toEqual([]);
  });

  it("leaves a composition failed with the engine's words when the engine fails, and debits nothing", async () => {
    const user = await signUpUser(app);
    const before = await balance(app, user);
    music.failWith = 'The music engine is not answering.';
    try {
      const created = await compose(app, user, request);
      const failed = await finishedComposition(app, user, created.json().data[0].id);
      expect(failed).toMatchObject({ state: 4, error: 'The music engine is not answering.', output_file: null, wav_file: null, cost: 0 });
    } finally {
      music.failWith = null;
    }
    expect(await balance(app, user)).toBe(before);
  });
});
