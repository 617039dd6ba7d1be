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
  });
});
