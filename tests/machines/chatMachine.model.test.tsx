import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { chatMachine, type ChatMachineEvent } from '../../src/machines/chat/chatMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate, StreamGate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through chatMachine, driven on the real chat screen against the real
// server. "The call finished / failed" events are played by the test network's gates.

type Snapshot = SnapshotFrom<typeof chatMachine>;
const MESSAGES = /\/api\/ai\/conversations\/[^/]+\/messages$/;
const NETWORK_ERROR = 'Network error. Please try again later.';
const message = (role: 'user' | 'assistant') => ({ id: role, conversationId: 'c', parentId: null, role, content: 'x', reasoning: null, model: null, quote: null, isProcessing: false, isIncomplete: false, createdAt: '' });

// Only events that change what the screen shows; typing and tokens are part of the others.
const DRIVEN = new Set(['SEND', 'STOP', 'MESSAGE', 'STREAM.ERROR', 'STREAM.DONE', 'xstate.done.actor.createConversation', 'xstate.error.actor.createConversation', 'xstate.done.actor.discardConversation']);

const model = createTestModel(withoutEffects(chatMachine), {
  input: {},
  events: (state: Snapshot) =>
    [
      { type: 'SEND', text: 'Hello', conversationId: state.context.conversationId, parentId: null },
      { type: 'MESSAGE', message: message('user') },
      { type: 'MESSAGE', message: message('assistant') },
      { type: 'STREAM.ERROR', error: NETWORK_ERROR },
      { type: 'xstate.done.actor.createConversation', output: { id: 'c' } },
      { type: 'xstate.error.actor.createConversation', error: Object.assign(new Error(NETWORK_ERROR), { status: 0 }) },
      // A first send that failed keeps its conversation when the server stored the question: the
      // dropped connection played here happens after the server received it. (A refused send,
      // whose conversation goes, is tests/screens/chat-refused.test.tsx.)
      { type: 'xstate.done.actor.discardConversation', output: { deleted: false } },
    ] as ChatMachineEvent[],
  filterEvents: (_: Snapshot, event: { type: string }) => DRIVEN.has(event.type),
  serializeState: serializeBy((s: Snapshot) => [s.context.conversationId !== null, s.context.userMessageId !== null]),
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const storedUserBubble = () => document.querySelector('[data-role="user"]:not([data-pending])');

describe('chatMachine on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const { user, network } = renderApp(null, { server, user: await server.guest() });
      // The first test of the file also waits for the chat screen's lazy chunk to load.
      const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
      let create: Gate | undefined;
      let stream: StreamGate | undefined;
      try {
        await path.test({
          states: {
            idle: async (state: Snapshot) => {
              await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
              await waitFor(() => expect(prompt).toHaveValue(state.context.prompt));
              // A reply that failed after the question was stored says so under the thread (an alert); a refused send, in a toast.
              if (state.context.error) await waitFor(() => expect(screen.getByRole(state.context.replyFailed ? 'alert' : 'status')).toHaveTextContent(state.context.error!));
              if (state.context.conversationId) expect(window.location.pathname).not.toBe('/');
              else expect(window.location.pathname).toBe('/');
            },
            processing: async () => {
              expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
              expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ s$/);
              expect(prompt).toHaveValue('');
            },
            'processing.reply.streaming': async (state: Snapshot) => {
              await waitFor(() => expect(window.location.pathname).not.toBe('/'));
              if (state.context.userMessageId) expect(storedUserBubble()).toHaveTextContent('Hello');
            },
          } as never,
          events: {
            SEND: async ({ event }: { event: Extract<ChatMachineEvent, { type: 'SEND' }> }) => {
              if (!event.conversationId) create = network.holdNext('/api/ai/conversations');
              stream = network.controlStreamNext(MESSAGES);
              await user.clear(prompt);
              await user.type(prompt, `${event.text}{Enter}`);
              await (event.conversationId ? stream.reached : create!.reached);
            },
            'xstate.done.actor.createConversation': async () => {
              create!.release();
              await stream!.reached;
            },
            'xstate.error.actor.createConversation': async () => create!.fail(),
            'xstate.done.actor.discardConversation': async () => {
              await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
              expect(window.location.pathname).not.toBe('/');
            },
            MESSAGE: async ({ event }: { event: Extract<ChatMachineEvent, { type: 'MESSAGE' }> }) => {
              if (event.message.role === 'assistant') return stream!.release();
              // Chunks until the server's stored copy of the user message has arrived.
              for (let i = 0; i < 20 && !storedUserBubble(); i++) await stream!.step();
              await waitFor(() => expect(storedUserBubble()).not.toBeNull());
            },
            'STREAM.DONE': async () => stream!.release(),
            'STREAM.ERROR': async () => stream!.fail(),
            STOP: async () => {
              await user.click(screen.getByRole('button', { name: 'Stop' }));
              // A stopped stream is read to its end before Send works again (it may hold the
              // question); here the connection drops, so the chat settles on what it saw.
              stream?.fail();
              await waitFor(() => expect(screen.queryByRole('button', { name: 'Stopping…' })).not.toBeInTheDocument());
            },
          } as never,
        });
      } finally {
        // Requests still held (e.g. a creation the user stopped) go through, so nothing hangs.
        create?.release();
        stream?.release();
      }
    });
  }
});
