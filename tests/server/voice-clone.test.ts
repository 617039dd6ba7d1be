// Cloning a voice (POST /api/voices, multipart): from a spoken WAV with consent it is the newest
// voice of the list, offline a profile on the nearest flite voice; without consent, a sample over
// 5 MB, or a text file named .wav it is refused in words; the plan's clone cap refuses one too
// many, also when ten clones arrive at once; editing is for the workspace's clones only, by whoever
// cloned it or the owner; the checkout's pre-check counts the real clones.
import { afterAll, describe, expect, it } from 'vitest';
import { maxVoiceSampleBytes } from '../../contract/voiceover';
import { createSpeechEngines } from '../../server/engines/speech/index';
import { voiceoverRepositories } from '../../server/voiceover/repository';
import { syncBuiltInVoices } from '../../server/voiceover/voices';
import { bearer, buildTestApp, signUpUser } from './helpers/app';
import { startFakeElevenLabs } from './helpers/fake-elevenlabs';
import { addCredits, cloneVoice, finishedSpeech, onCloneCap, postClone, sampleWav } from './helpers/voiceover';

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const get = (session: Awaited<ReturnType<typeof signUpUser>>, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });

describe('voice cloning', () => {
  it('clones a spoken sample with consent: the new voice tops the list and the workspace count', async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 3);
    const response = await postClone(app, owner, { name: ' Ada reads ', consent: '1', gender: 'female', locale: 'en-US' }, await sampleWav());
    expect(response.statusCode, response.body).toBe(201);
    const voice = response.json();
    expect(voice).toMatchObject({ name: 'Ada reads', owner: 'workspace', engine: 'flite', model: 'flite', clone: 'profile', gender: 'female', locale: 'en-US', visibility: 0 });
    expect((await get(owner, '/api/voices')).json().data[0]).toEqual(voice);
    expect((await get(owner, '/api/voices?owner=workspace&limit=3')).json().data).toEqual([voice]);
    expect((await get(owner, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 1 });
    // The sample is kept as the workspace's file.
    const row = await app.db.selectFrom('voices').select('sample_file').where('id', '=', voice.id).executeTakeFirstOrThrow();
    expect(row.sample_file).toMatchObject({ workspace_id: owner.user.workspace.id, content_type: 'audio/wav' });
  });

  it('refuses a clone without consent, without a name or without a sample, and keeps nothing', async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 3);
    const sample = await sampleWav();
    const refusals = [
      [{ name: 'Mine', consent: '0' }, sample, 'Please confirm you have the right to clone this voice.'],
      [{ name: '  ', consent: '1' }, sample, 'Please enter in the following required fields: Name'],
      [{ name: 'Mine', consent: '1' }, null, 'Please add a voice sample: a recording or an audio file.'],
    ] as const;
    for (const [fields, file, message] of refusals) {
      const response = await postClone(app, owner, fields, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await get(owner, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 0 });
  });

  it('refuses a sample one byte over 5 MB while it streams, and a text file named .wav by its bytes', async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 3);
    const tooLarge = await postClone(app, owner, { name: 'Mine', consent: '1' }, Buffer.alloc(maxVoiceSampleBytes + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The voice sample must be at most 5 MB.' });
    const text = await postClone(app, owner, { name: 'Mine', consent: '1' }, Buffer.from('Not a sound at all, only words.\n'.repeat(100)), 'audio/wav', 'voice.wav');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/audio|video/i);
    expect((await get(owner, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 0 });
    expect(await app.db.selectFrom('media_files').select('id').where('workspace_id', '=', owner.user.workspace.id).execute()).toEqual([]);
  });

  it("refuses one clone over the plan's cap, in words naming the plan and the cap", async () => {
    const owner = await signUpUser(app);
    // The free plan keeps none.
    const free = await postClone(app, owner, { name: 'Mine', consent: '1' }, await sampleWav());
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'The Free plan does not include cloned voices. Upgrade your plan to clone a voice.' });
    await onCloneCap(app, owner, 1);
    await cloneVoice(app, owner);
    const over = await postClone(app, owner, { name: 'One more', consent: '1' }, await sampleWav());
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ message: 'Your workspace has 1 cloned voice, and the Clones 1 plan keeps 1. Upgrade your plan to clone another.' });
    expect(await app.db.selectFrom('media_files').select('id').where('workspace_id', '=', owner.user.workspace.id).execute()).toHaveLength(1);
  });

  it('lets exactly one of ten clones sent at once in at one under the cap', async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 2);
    await cloneVoice(app, owner, 'First');
    const sample = await sampleWav();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => postClone(app, owner, { name: `Parallel ${index}`, consent: '1' }, sample)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(403)]);
    expect((await get(owner, '/api/voices/count?owner=workspace')).json()).toEqual({ count: 2 });
    // The refused clones took their samples with them.
    expect(await app.db.selectFrom('media_files').select('id').where('workspace_id', '=', owner.user.workspace.id).execute()).toHaveLength(2);
  }, 60_000);

  it('renames and shares a clone: its creator or the workspace owner only; built-in voices are not found', async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 3);
    const voice = await cloneVoice(app, owner);
    const edit = (payload: object, id = voice.id, session = owner) => app.inject({ method: 'POST', url: `/api/voices/${id}`, headers: bearer(session), payload });
    const renamed = await edit({ name: 'Reading voice', visibility: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: voice.id, name: 'Reading voice', visibility: 1 });
    expect((await edit({ name: 'Mine now' }, 'flite-rms')).statusCode).toBe(404);
    expect((await edit({ visibility: 2 })).statusCode).toBe(400);
  });

  it("gives the checkout's pre-check the workspace's real clones: two clones and a plan keeping one is voice_cap", async () => {
    const owner = await signUpUser(app);
    await onCloneCap(app, owner, 2);
    await cloneVoice(app, owner, 'One');
    await cloneVoice(app, owner, 'Two');
    const response = await get(owner, '/api/billing/plans/plan-pro-monthly/precheck');
    expect(response.json()).toMatchObject({ result: 'voice_cap', voices: 2, clone_cap: 1 });
  });

  it('clones on ElevenLabs when it has a key: a hosted clone that speaks, never listed as a voice of every workspace', async () => {
    const fake = await startFakeElevenLabs({ apiKey: 'xi-test' });
    const hosted = await buildTestApp({ env: { ELEVENLABS_API_KEY: 'xi-test', ELEVENLABS_BASE_URL: fake.url } });
    try {
      const owner = await signUpUser(hosted);
      const stranger = await signUpUser(hosted);
      await onCloneCap(hosted, owner, 1);
      const response = await postClone(hosted, owner, { name: 'Studio voice', consent: '1', gender: 'male' }, await sampleWav());
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ engine: 'elevenlabs', clone: 'hosted', owner: 'workspace', gender: 'male' });
      expect(fake.clones).toEqual(['Studio voice']);
      await addCredits(hosted, owner, 10);
      const created = await hosted.inject({ method: 'POST', url: '/api/ai/speeches', headers: bearer(owner), payload: { voice_id: response.json().id, prompt: 'Hello from the studio.' } });
      expect(await finishedSpeech(hosted, owner, created.json().id)).toMatchObject({ state: 3, output_file: { content_type: 'audio/mpeg' } });
      // ElevenLabs lists the account's clones among its voices: the next sync (a restart) keeps them the workspace's.
      await syncBuiltInVoices(voiceoverRepositories(hosted.db), createSpeechEngines({ elevenlabsApiKey: 'xi-test', elevenlabsBaseUrl: fake.url }));
      const strangersVoices = (await hosted.inject({ method: 'GET', url: '/api/voices?limit=100', headers: bearer(stranger) })).json().data;
      expect(strangersVoices.some((voice: { name: string }) => voice.name === 'Sarah' || voice.name.startsWith('Sarah'))).toBe(true);
      expect(strangersVoices.some((voice: { name: string }) => voice.name.includes('Studio voice'))).toBe(false);
    } finally {
      await hosted.close();
      await fake.close();
    }
  });
});
