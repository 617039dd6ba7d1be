import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { chatMachine, type ChatMachineEvent } from '../../src/machines/chat/chatMachine';
import { renderApp, type TestServer } from '../screens/helpers/render-app';
import type { StreamGate } from '../screens/helpers/network';
import { buildTestApp, signUpGuest, signUpUser } from '../server/helpers/app';
import { sendAndDrop } from '../server/helpers/event-stream';
import { scriptedEngines } from '../server/helpers/fake-engine';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// chatMachine's resume flow, every shortest path, on the real chat screen against the real
// server: a reply left generating by a closed tab is re-attached to when the conversation
// opens (RESUME), then finishes (MESSAGE), is stopped (STOP) or loses its connection
// (STREAM.ERROR). The reply's end and the connection are played by the engine and the test network.

type Snapshot = SnapshotFrom<typeof chatMachine>;
const STREAM = /\/api\/ai\/conversations\/[^/]+\/messages\/[^/]+\/stream$/;
const NETWORK_ERROR = 'Network error. Please try again later.';
const reply = { id: 'r', conversationId: 'c', parentId: 'u', role: 'assistant' as const, content: 'Once upon a time.', reasoning: null, model: null, quote: null, isProcessing: false, isIncomplete: false, createdAt: '' };

const DRIVEN = new Set(['RESUME', 'STOP', 'MESSAGE', 'STREAM.ERROR']);

const model = createTestModel(withoutEffects(chatMachine), {
  input: {},
  events: () =>
    [
      { type: 'RESUME', conversationId: 'c', messageId: 'r', parentId: 'u', content: '', reasoning: '' },
      { type: 'MESSAGE', message: reply },
      { type: 'STREAM.ERROR', error: NETWORK_ERROR },
    ] as ChatMachineEvent[],
  filterEvents: (_: Snapshot, event: { type: string }) => DRIVEN.has(event.type),
  serializeState: serializeBy((s: Snapshot) => [s.context.error !== null]),
} as never);

/** The engine: "Once upon " at once, the rest when the test says so (or never, if stopped). */
const engine = scriptedEngines(async function* () {});
let finishReply = () => {};
engine.use(async function* (request) {
  yield { type: 'token', text: 'Once upon ' };
  await new Promise<void>((resolve) => {
    finishReply = resolve;
    request.signal.addEventListener('abort', () => resolve());
  });
  if (request.signal.aborted) return;
  yield { type: 'token', text: 'a ' };
  yield { type: 'token', text: 'time.' };
});

let server: TestServer;
beforeAll(async () => {
  const app = await buildTestApp({ chatEngines: engine.engines });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // The page's fetch (happy-dom) applies the same-origin rule; the server is another origin.
  (window as unknown as { happyDOM: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }).happyDOM.settings.fetch.disableSameOriginPolicy = true;
  server = { app, url: `http://127.0.0.1:${port}`, guest: (name) => signUpGuest(app, name), user: (fields) => signUpUser(app, fields), close: () => app.close() };
});
afterAll(() => server?.close());

/** A tab that sent a message and was closed mid-reply: the reply goes on on the server. */
async function replyLeftGenerating(jwt: string) {
  const conversation = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${jwt}` }, payload: {} })).json();
  await sendAndDrop(server.url, jwt, conversation.id, 1);
  return conversation.id as string;
}

const assistantBubble = () => document.querySelector('[data-role="assistant"]');
const storedReply = async (conversationId: string) =>
  server.app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).where('role', '=', 'assistant').executeTakeFirstOrThrow();

describe('chatMachine resuming a reply, on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const guest = await server.guest();
      const conversationId = await replyLeftGenerating(guest.jwt);
      let stream: StreamGate | undefined;
      let opened: ReturnType<typeof renderApp> | undefined;
      let rendered = false;
      try {
        await path.test({
          states: {
            idle: async (state: Snapshot) => {
              if (!rendered) return; // before the conversation is opened
              await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
              if (state.context.error) await waitFor(() => expect(screen.getByRole(state.context.replyFailed ? 'alert' : 'status')).toHaveTextContent(state.context.error!));
              // Finished or stopped, the reply shown is no longer "generating"; after a lost
              // connection it still is on the server, and what came so far stays on screen.
              if (!state.context.error) await waitFor(() => expect(assistantBubble()).toHaveAttribute('aria-busy', 'false'));
              expect(assistantBubble()?.textContent).toMatch(/^Once upon/);
            },
            processing: async () => {
              expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
              expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ s$/);
            },
            'processing.reply.resuming': async () => {
              // The text so far, at once (the first event of the re-attached stream).
              // The first chunk of the stream is that first event (no more until the engine goes on).
              await stream!.step();
              await waitFor(() => expect(assistantBubble()).toHaveTextContent('Once upon'));
              expect(assistantBubble()).toHaveAttribute('aria-busy', 'true');
            },
          } as never,
          events: {
            RESUME: async () => {
              opened = renderApp(null, { server, user: guest, path: `/${conversationId}` });
              stream = opened.network.controlStreamNext(STREAM);
              rendered = true;
              await stream.reached;
            },
            MESSAGE: async () => {
              finishReply();
              stream!.release();
              await waitFor(() => expect(assistantBubble()).toHaveTextContent('Once upon a time.'));
              expect(await storedReply(conversationId)).toMatchObject({ content: 'Once upon a time.', is_processing: false });
            },
            STOP: async () => {
              await opened!.user.click(screen.getByRole('button', { name: 'Stop' }));
              // Stop reached the server: the reply ends there too, keeping what was generated.
              await waitFor(async () => expect(await storedReply(conversationId)).toMatchObject({ content: 'Once upon ', is_processing: false }));
            },
            'STREAM.ERROR': async () => stream!.fail(),
          } as never,
        });
      } finally {
        finishReply();
        stream?.release();
      }
    });
  }

  it('shows a reply interrupted by a restart as such', async () => {
    const guest = await server.guest();
    const conversationId = await replyLeftGenerating(guest.jwt);
    finishReply();
    await waitFor(async () => expect((await storedReply(conversationId)).is_processing).toBe(false));
    await server.app.db.updateTable('messages').set({ is_incomplete: true }).where('conversation_id', '=', conversationId).where('role', '=', 'assistant').execute();
    renderApp(null, { server, user: guest, path: `/${conversationId}` });
    expect(await screen.findByText('This reply was interrupted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });
});
