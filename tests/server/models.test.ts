import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPath } from '../../server/engines/audio/programs';
import { unavailableReason } from '../../server/catalogue/models';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';

// The platform has an Anthropic key but no OpenAI key; workspaces may bring their own.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { ANTHROPIC_API_KEY: 'sk-ant-platform' } });
});
afterAll(async () => {
  await app.close();
});

type ModelRow = { key: string; is_available: boolean; granted: boolean; is_local: boolean; provider: { name: string } };
const availability = (models: ModelRow[]) => Object.fromEntries(models.map((model) => [model.key, model.is_available]));

describe('model catalogue', () => {
  it('is public and marks models available only where a key reaches the provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/models?type=llm' });
    expect(response.statusCode).toBe(200);
    const models: ModelRow[] = response.json().data;
    expect(availability(models)).toEqual({
      'local-assistant': true, 'gpt-4o': false, 'gpt-4o-mini': false, 'claude-sonnet-4-6': true, 'claude-haiku-4-5': true,
    });
    expect(models.every((model) => model.granted === false)).toBe(true);
    const local = models.find((model) => model.key === 'local-assistant')!;
    expect(local).toMatchObject({ is_local: true, provider: { name: 'local' }, name: 'Atelier offline assistant' });
    expect((local as unknown as { description: string }).description).toMatch(/not a language model/);
  });

  it('counts the workspace OpenAI key for that workspace only', async () => {
    const owner = await signUpGuest(app);
    const stranger = await signUpGuest(app, 'Stranger');
    await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-own' }).where('id', '=', owner.user.workspace.id).execute();
    const mine: ModelRow[] = (await app.inject({ method: 'GET', url: '/api/models', headers: bearer(owner) })).json().data;
    expect(availability(mine)['gpt-4o']).toBe(true);
    expect(mine.find((model) => model.key === 'gpt-4o')!.granted).toBe(true);
    const theirs: ModelRow[] = (await app.inject({ method: 'GET', url: '/api/models', headers: bearer(stranger) })).json().data;
    expect(availability(theirs)['gpt-4o']).toBe(false);
  });

  it('filters by type', async () => {
    const images: ModelRow[] = (await app.inject({ method: 'GET', url: '/api/models?type=image' })).json().data;
    expect(images.map((model) => model.key)).toEqual(['procedural-image', 'gpt-image-1']);
    const classifiers: ModelRow[] = (await app.inject({ method: 'GET', url: '/api/models?type=classification' })).json().data;
    expect(classifiers.map((model) => model.key)).toEqual(['local-classifier']);
  });

  it('says why a model is unavailable or not granted, and names its provider for people', async () => {
    type Reasons = ModelRow & { unavailable_reason: string | null; not_granted_reason: string | null; provider: { name: string; label: string } };
    const byKey = (models: Reasons[]) => Object.fromEntries(models.map((model) => [model.key, model]));
    const anonymous = byKey((await app.inject({ method: 'GET', url: '/api/models' })).json().data);
    expect(anonymous['gpt-4o']).toMatchObject({
      provider: { name: 'openai', label: 'OpenAI' },
      unavailable_reason: "Needs an OpenAI API key: the platform's, or your workspace's own in its settings.",
      not_granted_reason: 'Log in to use this model.',
    });
    expect(anonymous['local-assistant']).toMatchObject({ provider: { label: 'Atelier (offline)' }, unavailable_reason: null, not_granted_reason: 'Log in to use this model.' });

    const guest = await signUpGuest(app, 'Reader');
    await app.db.updateTable('models').set({ is_enabled: false }).where('key', '=', 'claude-haiku-4-5').execute();
    try {
      const mine = byKey((await app.inject({ method: 'GET', url: '/api/models', headers: bearer(guest) })).json().data);
      expect(mine['local-assistant']).toMatchObject({ granted: true, not_granted_reason: null });
      // Logged in, what keeps a model from them is what keeps it from the provider.
      expect(mine['gpt-4o']).toMatchObject({ granted: false, not_granted_reason: mine['gpt-4o']!.unavailable_reason });
      expect(mine['claude-haiku-4-5']).toMatchObject({ is_available: false, granted: false, unavailable_reason: 'Switched off on this server.' });
    } finally {
      await app.db.updateTable('models').set({ is_enabled: true }).where('key', '=', 'claude-haiku-4-5').execute();
    }
  });

  it('lists the media tools\' models of every type, each offline one with the hosted ones, available as installed and configured', async () => {
    type MediaRow = ModelRow & { type: string; unavailable_reason: string | null; description: string };
    const media: MediaRow[] = (await app.inject({ method: 'GET', url: '/api/models' })).json().data.filter((model: MediaRow) => model.type !== 'llm' && model.type !== 'classification');
    const byType = (type: string) => media.filter((model) => model.type === type).map((model) => model.key);
    expect(byType('speech')).toEqual(['flite', 'espeak-ng', 'tts-1', 'gpt-4o-mini-tts', 'eleven_multilingual_v2']);
    expect(byType('transcription')).toEqual(['pocketsphinx', 'whisper-1']);
    expect(byType('voice-isolation')).toEqual(['rnnoise', 'eleven_voice_isolator']);
    expect(byType('video')).toEqual(['procedural-video', 'sora-2']);
    expect(byType('music')).toEqual(['composer-offline', 'music_v2']);
    const byKey = Object.fromEntries(media.map((model) => [model.key, model]));
    expect(byKey.flite).toMatchObject({ is_available: true, is_local: true });
    expect(byKey.rnnoise.is_available).toBe(true);
    // Installed here and in CI; without the program the model says what to install.
    expect(byKey['espeak-ng'].is_available).toBe(onPath('espeak-ng'));
    expect(byKey.pocketsphinx.description).toContain('apt-get install pocketsphinx pocketsphinx-en-us');
    expect(byKey.pocketsphinx.unavailable_reason).toBe(onPath('pocketsphinx_continuous') ? null : 'Needs pocketsphinx_continuous installed on this server (apt-get install pocketsphinx pocketsphinx-en-us).');
    // The program without its English model cannot transcribe: the model package counts too.
    const withoutModel = { key: 'pocketsphinx', provider: 'local', type: 'transcription', is_enabled: true, config: { program: 'node', install: 'apt-get install pocketsphinx pocketsphinx-en-us', file: '/nowhere/en-us.lm.bin' } };
    expect(unavailableReason(app.config, withoutModel as never, {})).toBe('Needs node installed on this server (apt-get install pocketsphinx pocketsphinx-en-us).');
    expect(unavailableReason(app.config, { ...withoutModel, config: { ...withoutModel.config, file: process.execPath } } as never, {})).toBeNull();
    expect(byKey['procedural-image'].description).toMatch(/procedural/i);
    expect(byKey['composer-offline'].description).toMatch(/instrumental only/i);
    // No platform key here: the hosted ones wait for it, and a workspace's own OpenAI key does not count for them.
    expect(byKey['tts-1']).toMatchObject({ is_available: false, unavailable_reason: 'Needs an OpenAI API key on this server.' });
    expect(byKey.eleven_multilingual_v2).toMatchObject({ is_available: false, unavailable_reason: 'Needs an ElevenLabs API key on this server.', provider: { name: 'elevenlabs', label: 'ElevenLabs' } });
    expect(byKey.music_v2).toMatchObject({ is_available: false, unavailable_reason: 'Needs an ElevenLabs API key on this server.' });
    const owner = await signUpGuest(app, 'Own key');
    await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-own' }).where('id', '=', owner.user.workspace.id).execute();
    const own: MediaRow[] = (await app.inject({ method: 'GET', url: '/api/models?type=speech', headers: bearer(owner) })).json().data;
    expect(own.find((model) => model.key === 'tts-1')!.is_available).toBe(false);
  });

  it('makes the hosted media models available with the platform\'s OpenAI and ElevenLabs keys', async () => {
    const keyed = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-platform', ELEVENLABS_API_KEY: 'xi-platform' } });
    try {
      const models: ModelRow[] = (await keyed.inject({ method: 'GET', url: '/api/models' })).json().data;
      const available = availability(models);
      expect([available['tts-1'], available['gpt-4o-mini-tts'], available['whisper-1'], available['gpt-image-1'], available['sora-2'], available.eleven_multilingual_v2, available.eleven_voice_isolator, available.music_v2]).toEqual([true, true, true, true, true, true, true, true]);
    } finally {
      await keyed.close();
    }
  });
});
