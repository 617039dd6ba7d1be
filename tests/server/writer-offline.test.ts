import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser } from './helpers/app';
import { startFakeOpenAI } from './helpers/fake-openai';
import { parseEvents } from './helpers/sse';

// The writer and the coder on the real engines, end to end: with no provider key the offline
// assistant writes the document from the preset's form, and the coder's answer is code in the
// language asked for; with a provider's key the model named in the form writes it, as in the
// chat. The rest of the writer's rules: writer.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = '0';
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

it('lists each preset with the form its template asks for', async () => {
  const presets = (await app.inject({ method: 'GET', url: '/api/presets?limit=100' })).json().data;
  const byId = Object.fromEntries(presets.map((preset: { id: string }) => [preset.id, preset]));
  expect(byId['preset-email'].fields).toEqual([
    { name: 'recipient', label: 'Recipient', multiline: false },
    { name: 'subject', label: 'Subject', multiline: false },
  ]);
  expect(byId['preset-summary'].fields).toEqual([{ name: 'text', label: 'Text', multiline: true }]);
});

it('writes a summary from the text given, offline, and keeps it in the library', async () => {
  const owner = await signUpUser(app);
  const text =
    'The council met on Tuesday to discuss the new park. The park will have a playground and a pond. Residents asked about opening hours. ' +
    'The council said the park would close at ten. Funding for the park comes from a regional grant. Work starts in March.';
  const response = await app.inject({ method: 'POST', url: '/api/ai/completions/preset-summary', headers: bearer(owner), payload: { fields: { text } } });
  const events = parseEvents(response.body);
  expect(events.filter((e) => e.event === 'token').length).toBeGreaterThan(5);
  const document = events.at(-1)!.data;
  expect(document).toMatchObject({ title: `Summary: ${text.slice(0, 71)}`, is_processing: false, params: { model: 'local-assistant' } });
  expect(document.content).toMatch(/^# Summary\n\n- /);
  expect(document.content).toContain('park');
  expect(document.content).toMatch(/Written offline/);
  const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', document.id).executeTakeFirstOrThrow();
  expect(usage).toMatchObject({ resource_kind: 'document', model: 'local-assistant' });
});

it('answers a coder prompt with code in the chosen language, kept as a code document', async () => {
  const owner = await signUpUser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai/completions/code',
    headers: bearer(owner),
    payload: { prompt: 'A function that checks if a string is a palindrome', language: 'python' },
  });
  const document = parseEvents(response.body).at(-1)!.data;
  expect(document.content).toMatch(/^```python\ndef is_palindrome\(text: str\) -> bool:/);
  expect(document.params).toMatchObject({ language: 'python', prompt: 'A function that checks if a string is a palindrome', preset_id: null });
  const read = (await app.inject({ method: 'GET', url: `/api/library/code-documents/${document.id}`, headers: bearer(owner) })).json();
  expect(read).toEqual(document);
  expect((await app.inject({ method: 'GET', url: '/api/library/code-documents/count', headers: bearer(owner) })).json()).toEqual({ count: 1 });
  expect((await app.inject({ method: 'GET', url: `/api/library/documents/${document.id}`, headers: bearer(owner) })).statusCode).toBe(404);
  // A language the offline assistant has no code for: a skeleton in that language, said plainly.
  const skeleton = parseEvents((await app.inject({ method: 'POST', url: '/api/ai/completions/code', headers: bearer(owner), payload: { prompt: 'sort users by age', language: 'kotlin' } })).body).at(-1)!.data;
  expect(skeleton.content).toMatch(/^```kotlin\n\/\*\* sort users by age \*\/\nfun sortUsersAge/);
  expect(skeleton.content).toMatch(/skeleton/);
  expect((await app.inject({ method: 'POST', url: '/api/ai/completions/code', headers: bearer(owner), payload: { prompt: 'x', language: 'cobol' } })).statusCode).toBe(400);
});

it('writes with a hosted model when a key is configured, as the chat does, and refuses it without one', async () => {
  const fake = await startFakeOpenAI({ reply: 'Hosted words for the document.', apiKey: 'sk-platform' });
  const hosted = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-platform', OPENAI_BASE_URL: fake.url } });
  try {
    const owner = await signUpUser(hosted);
    const response = await hosted.inject({
      method: 'POST',
      url: '/api/ai/completions/code',
      headers: bearer(owner),
      payload: { prompt: 'Sort a list', language: 'rust', model: 'gpt-4o-mini' },
    });
    const document = parseEvents(response.body).at(-1)!.data;
    expect(document).toMatchObject({ content: 'Hosted words for the document.', params: { model: 'gpt-4o-mini', language: 'rust' } });
    const sent = fake.requests.at(-1)!.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('rust code only') });
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Sort a list' });
    const usage = await hosted.db.selectFrom('usage').selectAll().where('resource_id', '=', document.id).executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ resource_kind: 'code-document', provider: 'openai', byok: false });
  } finally {
    await hosted.close();
    await fake.close();
  }
  const owner = await signUpUser(app);
  const refused = await app.inject({ method: 'POST', url: '/api/ai/completions/', headers: bearer(owner), payload: { prompt: 'x', model: 'gpt-4o-mini' } });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('The model "GPT-4o mini" is not available: add an OpenAI API key in your workspace settings.');
  const anthropic = await app.inject({ method: 'POST', url: '/api/ai/completions/', headers: bearer(owner), payload: { prompt: 'x', model: 'claude-haiku-4-5' } });
  expect(anthropic.json().message).toBe('The model "Claude Haiku 4.5" is not available: add an Anthropic API key in your workspace settings.');
});

