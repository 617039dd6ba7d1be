import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { parseEvents } from './helpers/sse';

// The real engines, end to end: the offline assistant answers without any provider key.
let app: FastifyInstance;
beforeAll(async () => {
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = '0';
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

it('streams a stored, billed reply from the offline assistant', async () => {
  const session = await signUpGuest(app);
  const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(session), payload: {} })).json();
  const response = await app.inject({
    method: 'POST',
    url: `/api/ai/conversations/${conversation.id}/messages`,
    headers: bearer(session),
    payload: { content: 'How do I clone a voice?' },
  });
  const events = parseEvents(response.body);
  expect(events[0]).toMatchObject({ event: 'message', data: { role: 'user' } });
  expect(events.some((e) => e.event === 'token')).toBe(true);
  expect(events.at(-1)).toMatchObject({ event: 'message', data: { role: 'assistant', is_processing: false, model: 'local-assistant' } });
  expect(events.at(-1)!.data.content.length).toBeGreaterThan(0);
  const library = (await app.inject({ method: 'GET', url: `/api/library/conversations/${conversation.id}`, headers: bearer(session) })).json();
  expect(library.cost).toBeGreaterThan(0);
  expect(library.messages).toHaveLength(2);
});
