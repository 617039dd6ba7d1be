import { afterAll, describe, expect, it } from 'vitest';
import { classificationInputMissing, classificationInputTooLong, maxClassificationInput } from '../../contract/classifier';
import { outOfCredits } from '../../server/billing/credits';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { startFakeOpenAI } from './helpers/fake-openai';

// The classifier against the real server and database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): classify, the library's list, count, status and delete, and billing.

const app = await buildTestApp();
const fake = await startFakeOpenAI({ apiKey: 'sk-platform' });
const withOpenAI = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-platform', OPENAI_BASE_URL: fake.url } });
afterAll(async () => {
  await app.close();
  await withOpenAI.close();
  await fake.close();
});

const classify = (session: Session, input: unknown, on = app) => on.inject({ method: 'POST', url: '/api/ai/classifications', headers: bearer(session), payload: { input } });
const get = (session: Session, url: string, on = app) => on.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session) });

/** Everything a classification writes, for the workspace: its rows, usage and ledger. */
async function footprint(session: Session, on = app) {
  const workspaceId = session.user.workspace.id;
  const rows = async (table: 'classifications' | 'usage' | 'credit_ledger') =>
    (await on.db.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).execute()).length;
  return { classifications: await rows('classifications'), usage: await rows('usage'), ledger: await rows('credit_ledger') };
}

const balance = async (session: Session, on = app) =>
  Number((await on.db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<string>('delta').as('sum')).where('workspace_id', '=', session.user.workspace.id).executeTakeFirstOrThrow()).sum);

describe('POST /api/ai/classifications', () => {
  it('flags a threat, with its categories, sentiment and language, and stores it', async () => {
    const owner = await signUpUser(app);
    const response = await classify(owner, '  I will kill you, you worthless idiot.  ');
    expect(response.statusCode, response.body).toBe(201);
    const classification = response.json();
    expect(classification).toMatchObject({
      id: expect.any(String),
      input: 'I will kill you, you worthless idiot.',
      title: 'I will kill you, you worthless idiot.',
      status: 1,
      output_file: null,
      flagged: true,
      moderation: { engine: 'local', model: 'atelier-lexicon' },
      sentiment: { label: 'negative', lexicon: 'vader' },
      language: { code: 'en', name: 'English' },
    });
    const threatening = classification.moderation.categories.find((category: { name: string }) => category.name === 'harassment/threatening');
    expect(threatening).toMatchObject({ flagged: true });
    expect(threatening.score).toBeGreaterThanOrEqual(0.5);
    expect((await get(owner, `/library/classifications/${classification.id}`)).json()).toEqual(classification);
  });

  it('leaves a clean text unflagged, in its own language', async () => {
    const owner = await signUpUser(app);
    const classification = (await classify(owner, 'Ce restaurant est excellent, le personnel est très aimable.')).json();
    expect(classification).toMatchObject({ flagged: false, sentiment: { label: 'positive', lexicon: 'afinn' }, language: { code: 'fr', name: 'French' } });
    expect(classification.moderation.categories.every((category: { flagged: boolean }) => !category.flagged)).toBe(true);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const owner = await signUpUser(app);
    const before = await footprint(owner);
    const cases: [unknown, string][] = [
      ['', classificationInputMissing],
      [' \n\t ', classificationInputMissing],
      ['x'.repeat(maxClassificationInput + 1), classificationInputTooLong],
      [42, 'Text to classify must be text.'],
      [null, 'Text to classify must be text.'],
    ];
    for (const [input, message] of cases) {
      const response = await classify(owner, input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const missing = await app.inject({ method: 'POST', url: '/api/ai/classifications', headers: bearer(owner), payload: {} });
    expect(missing.json()).toEqual({ message: 'Text to classify is required.' });
    // Exactly the limit is fine once trimmed.
    expect((await classify(owner, ` ${'a'.repeat(maxClassificationInput)} `)).statusCode).toBe(201);
    expect(await footprint(owner)).toEqual({ classifications: before.classifications + 1, usage: before.usage + 1, ledger: before.ledger + 1 });
  });

  it('records usage and debits the credits once, in the same transaction as the classification', async () => {
    const owner = await signUpUser(app);
    const before = await balance(owner);
    const text = 'A calm and ordinary sentence about the weather, forty-odd characters long.';
    const { id } = (await classify(owner, text)).json();
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_kind', '=', 'classification').where('resource_id', '=', id).execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ model: 'atelier-lexicon', provider: 'local', byok: false, input_tokens: Math.ceil(text.length / 4), output_tokens: 0 });
    const debits = await app.db.selectFrom('credit_ledger').selectAll().where('usage_id', '=', usage[0]!.id).execute();
    expect(debits).toHaveLength(1);
    expect(Number(debits[0]!.delta)).toBeCloseTo(-Number(usage[0]!.cost), 6);
    expect(Number(usage[0]!.cost)).toBeGreaterThan(0);
    expect(await balance(owner)).toBeCloseTo(before - Number(usage[0]!.cost), 6);
  });

  it('refuses a workspace out of credits before anything runs, as the chat does', async () => {
    const owner = await signUpUser(app);
    await app.db.insertInto('credit_ledger').values({ id: `drain-${owner.user.id}`, workspace_id: owner.user.workspace.id, delta: -(await balance(owner)), reason: 'test: drained' }).execute();
    const before = await footprint(owner);
    const response = await classify(owner, 'Hello there');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: outOfCredits });
    expect(await footprint(owner)).toEqual(before);
  });

  it('asks for a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ai/classifications', payload: { input: 'Hello' } });
    expect(response.statusCode).toBe(401);
    for (const url of ['/api/library/classifications', '/api/library/classifications/count', '/api/library/classifications/some-id']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the classifications in the library', () => {
  it('pages newest first by 25 with starting_after, and counts them', async () => {
    const owner = await signUpUser(app);
    const other = await signUpUser(app);
    await classify(other, 'Someone else’s text');
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) ids.push((await classify(owner, `Sentence number ${i} of the history.`)).json().id);
    const newestFirst = [...ids].reverse();

    const first = (await get(owner, '/library/classifications')).json();
    expect(first.object).toBe('list');
    expect(first.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 25));
    const second = (await get(owner, `/library/classifications?starting_after=${first.data[24].id}`)).json();
    // A page shorter than the limit: the history is fully loaded.
    expect(second.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(25));
    const small = (await get(owner, `/library/classifications?limit=2&starting_after=${newestFirst[1]}`)).json();
    expect(small.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(2, 4));

    expect((await get(owner, '/library/classifications/count')).json()).toEqual({ count: 27 });
    expect((await get(owner, '/library/classifications/count?query=number 1')).json()).toEqual({ count: 11 });
    expect((await get(owner, '/library/classifications?query=number 26')).json().data.map((item: { id: string }) => item.id)).toEqual([ids[26]]);

    // A cursor of another workspace is refused, not a way to read its list.
    const foreign = (await get(other, '/library/classifications')).json().data[0].id;
    expect((await get(owner, `/library/classifications?starting_after=${foreign}`)).statusCode).toBe(400);

    // A new one shows at once on the kept first page and in the count.
    const newest = (await classify(owner, 'The newest one.')).json();
    expect((await get(owner, '/library/classifications')).json().data[0].id).toBe(newest.id);
    expect((await get(owner, '/library/classifications/count')).json()).toEqual({ count: 28 });
  });

  it('toggles status 1/0 and refuses any other value', async () => {
    const owner = await signUpUser(app);
    const { id } = (await classify(owner, 'Toggle me')).json();
    const toggle = (status: unknown) => app.inject({ method: 'POST', url: `/api/library/classifications/${id}`, headers: bearer(owner), payload: { status } });
    expect((await toggle(0)).json()).toMatchObject({ id, status: 0 });
    expect((await get(owner, '/library/classifications')).json().data[0]).toMatchObject({ id, status: 0 });
    expect((await toggle(1)).json()).toMatchObject({ id, status: 1 });
    for (const status of [2, '1', null]) expect((await toggle(status)).statusCode).toBe(400);
    expect((await get(owner, `/library/classifications/${id}`)).json().status).toBe(1);
  });

  it('deletes one, keeping its usage as the billing record', async () => {
    const owner = await signUpUser(app);
    const { id } = (await classify(owner, 'Delete me')).json();
    const removed = await app.inject({ method: 'DELETE', url: `/api/library/classifications/${id}`, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await get(owner, `/library/classifications/${id}`)).statusCode).toBe(404);
    expect((await get(owner, '/library/classifications/count')).json()).toEqual({ count: 0 });
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', id).execute()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: `/api/library/classifications/${id}`, headers: bearer(owner) })).statusCode).toBe(404);
  });
});

describe('with OPENAI_API_KEY', () => {
  it('moderates with OpenAI and bills it as such', async () => {
    const owner = await signUpUser(withOpenAI);
    const response = await classify(owner, 'I will kill this bug today.', withOpenAI);
    expect(response.statusCode, response.body).toBe(201);
    const classification = response.json();
    expect(classification).toMatchObject({ flagged: true, moderation: { engine: 'openai', model: 'omni-moderation-latest' }, language: { code: 'en' } });
    expect(classification.moderation.categories).toHaveLength(13);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/moderations', apiKey: 'sk-platform' });
    const usage = await withOpenAI.db.selectFrom('usage').selectAll().where('resource_id', '=', classification.id).executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ model: 'omni-moderation-latest', provider: 'openai' });
  });

  it("answers 409 with the provider's words when OpenAI refuses the workspace's key, storing and billing nothing", async () => {
    const owner = await signUpUser(withOpenAI);
    await withOpenAI.db.updateTable('workspaces').set({ openai_api_key: 'sk-revoked' }).where('id', '=', owner.user.workspace.id).execute();
    const before = await footprint(owner, withOpenAI);
    const response = await classify(owner, 'Hello there', withOpenAI);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "OpenAI refused the workspace's API key: Incorrect API key provided. The workspace owner can change it on the workspace page.",
      code: 'workspace_key_refused',
    });
    expect(await footprint(owner, withOpenAI)).toEqual(before);
  });
});
