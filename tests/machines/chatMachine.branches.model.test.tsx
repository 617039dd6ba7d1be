import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { chatMachine, type ChatMachineEvent } from '../../src/machines/chat/chatMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { StreamGate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// chatMachine's branch turns (EDIT a question, REGENERATE an answer), every shortest path driven
// on the real chat screen of a conversation that already has one question and its answer.

type Snapshot = SnapshotFrom<typeof chatMachine>;
const MESSAGES = /\/api\/ai\/conversations\/[^/]+\/messages$/;
const NETWORK_ERROR = 'Network error. Please try again later.';
const EDITED = 'What is green tea?';
const message = (role: 'user' | 'assistant') => ({ id: role, conversationId: 'c', parentId: null, role, content: 'x', reasoning: null, model: null, quote: null, isProcessing: false, isIncomplete: false, createdAt: '' });

const DRIVEN = new Set(['EDIT', 'REGENERATE', 'STOP', 'MESSAGE', 'STREAM.ERROR']);

const model = createTestModel(withoutEffects(chatMachine), {
  input: {},
  events: (state: Snapshot) =>
    [
      { type: 'EDIT', text: EDITED, conversationId: 'c', parentId: null },
      { type: 'REGENERATE', conversationId: 'c', questionId: 'q', staleReplyIds: ['a'] },
      ...(state.context.userMessageId === null ? [{ type: 'MESSAGE', message: message('user') }] : [{ type: 'MESSAGE', message: message('assistant') }]),
      { type: 'STREAM.ERROR', error: NETWORK_ERROR },
    ] as ChatMachineEvent[],
  filterEvents: (_: Snapshot, event: { type: string }) => DRIVEN.has(event.type),
  serializeState: serializeBy((s: Snapshot) => [s.context.regenerateId !== null, s.context.userMessageId !== null]),
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const roles = (role: 'user' | 'assistant') => [...document.querySelectorAll(`[data-role="${role}"]`)];
const toolbar = (name: 'Question actions' | 'Answer actions') => screen.getAllByRole('toolbar', { name })[0]!;

/** A guest's conversation with one question and its stored answer. */
async function conversationWithAnswer() {
  const session = await server.guest();
  const headers = { authorization: `Bearer ${session.jwt}` };
  const conversation = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  await server.app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, headers, payload: { content: 'What is tea?' } });
  return { session, id: conversation.id as string };
}

describe('chatMachine branches on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path) || 'idle', async () => {
      const { session, id } = await conversationWithAnswer();
      const { user, network } = renderApp(null, { server, path: `/${id}`, user: session });
      const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
      await waitFor(() => expect(roles('assistant')).toHaveLength(1), { timeout: 10_000 });
      let stream: StreamGate | undefined;
      let finished = false;
      try {
        await path.test({
          states: {
            idle: async (state: Snapshot) => {
              await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 10_000 });
              await waitFor(() => expect(prompt).toHaveValue(state.context.prompt));
              if (state.context.error) await waitFor(() => expect(screen.getByRole(state.context.replyFailed ? 'alert' : 'status')).toHaveTextContent(state.context.error!));
              if (!finished) return;
              // A finished branch turn: version 2/2 at the fork, shown with its own answer.
              const fork = toolbar(state.context.regenerateId ? 'Answer actions' : 'Question actions');
              await waitFor(() => expect(within(fork).getByText('2/2')).toBeInTheDocument(), { timeout: 5_000 });
              expect(roles('assistant')).toHaveLength(1);
              if (!state.context.regenerateId) expect(roles('user')[0]).toHaveTextContent(EDITED);
            },
            processing: async () => {
              expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
              expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ s$/);
            },
            'processing.reply.streaming': async (state: Snapshot) => {
              // One question on screen, the old answer replaced by the live one.
              expect(roles('user')).toHaveLength(1);
              await waitFor(() => expect(roles('assistant').every((el) => el.getAttribute('aria-busy') === 'true')).toBe(true));
              if (state.context.regenerateId) expect(roles('user')[0]).toHaveTextContent('What is tea?');
              else expect(roles('user')[0]).toHaveTextContent(EDITED);
              if (state.context.userMessageId && !state.context.regenerateId) expect(document.querySelector('[data-role="user"][data-pending]')).toBeNull();
            },
          } as never,
          events: {
            EDIT: async () => {
              stream = network.controlStreamNext(MESSAGES);
              await user.click(within(toolbar('Question actions')).getByRole('button', { name: 'Edit' }));
              const editor = screen.getByLabelText('Edit message');
              await user.clear(editor);
              await user.type(editor, EDITED);
              await user.click(screen.getByRole('button', { name: 'Save and send' }));
              await stream.reached;
            },
            REGENERATE: async () => {
              stream = network.controlStreamNext(MESSAGES);
              await user.click(within(toolbar('Answer actions')).getByRole('button', { name: 'Regenerate' }));
              await stream.reached;
            },
            MESSAGE: async ({ event }: { event: Extract<ChatMachineEvent, { type: 'MESSAGE' }> }) => {
              if (event.message.role === 'assistant') {
                finished = true;
                return stream!.release();
              }
              // The first chunk carries the stored question.
              await stream!.step();
              await new Promise((resolve) => setTimeout(resolve, 50));
            },
            'STREAM.ERROR': async () => stream!.fail(),
            STOP: async () => user.click(screen.getByRole('button', { name: 'Stop' })),
          } as never,
        });
      } finally {
        stream?.release();
      }
    });
  }
});
