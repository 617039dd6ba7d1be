// The set-up of the chat API's test files: one app whose chat engines answer `reply` (again
// before each test, whatever a test scripted), a new guest per test, and the two calls every
// test makes: start a conversation, send a message in it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, signUpGuest, type Session } from './app';
import { replyWith, scriptedEngines } from './fake-engine';
import { standIn } from './stand-in';

export function useChatApp(reply: string[]) {
  const fake = scriptedEngines(replyWith(reply));
  let started: FastifyInstance | undefined;
  let guest: Session | undefined;
  beforeAll(async () => {
    started = await buildTestApp({ chatEngines: fake.engines });
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    guest = await signUpGuest(started!);
    fake.use(replyWith(reply));
  });
  const app = standIn('the app', () => started);
  /** This test's guest. */
  const session = standIn('the guest', () => guest);

  /** A new conversation of `who`, as the API answers it. */
  async function newConversation(who: Session = session) {
    return (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(who), payload: {} })).json();
  }
  /** Sends a message in the conversation; the response is the reply's event stream. */
  const send = (conversationId: string, payload: Record<string, unknown>, who: Session = session) =>
    app.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: bearer(who), payload });

  return { app, session, fake, newConversation, send };
}
