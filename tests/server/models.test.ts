import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect((await app.inject({ method: 'GET', url: '/api/models?type=image' })).json().data).toEqual([]);
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
});
