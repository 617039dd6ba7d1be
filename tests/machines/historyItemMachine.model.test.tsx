import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { historyItemMachine } from '../../src/machines/library/historyItemMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, testModel } from './helpers/test-model';

// Every shortest path through historyItemMachine (the rename; the delete is deleteMachine's,
// deleteMachine.model.test.tsx), driven on the real history panel against the real server.
// "The rename finished or failed" is played by the test network's gate.

const TITLE = 'Topic';
const RENAMED = 'Renamed';
const CONVERSATION = /^\/api\/library\/conversations\/[^/]+$/;

const model = testModel(historyItemMachine, {
  input: { conversationId: 'c' },
  events: () => [
    { type: 'EDIT' },
    { type: 'SAVE', title: RENAMED, current: TITLE },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.rename' },
    { type: 'xstate.error.actor.rename', error: new Error('Network error. Please try again later.') },
  ],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('historyItemMachine on the real history panel', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const session = await server.guest();
      await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${session.jwt}` }, payload: { title: TITLE } });
      const { user, network } = renderApp(null, { server, user: session });
      const history = await screen.findByRole('navigation', { name: 'History' }, { timeout: 10_000 });
      await within(history).findByRole('link', { name: TITLE }, { timeout: 10_000 });
      let write: Gate | undefined;
      try {
        await path.test({
          states: {
            viewing: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(within(history).queryByRole('textbox')).not.toBeInTheDocument();
            },
            editing: async () => expect(within(history).getByRole('textbox', { name: 'Conversation title' })).toBeInTheDocument(),
          } as never,
          events: {
            EDIT: async () => user.click(within(history).getByRole('button', { name: /^Rename / })),
            SAVE: async () => {
              write = network.holdNext(CONVERSATION);
              const field = within(history).getByRole('textbox', { name: 'Conversation title' });
              await user.clear(field);
              await user.type(field, `${RENAMED}{Enter}`);
              await write.reached;
            },
            CANCEL: async () => user.type(within(history).getByRole('textbox', { name: 'Conversation title' }), '{Escape}'),
            'xstate.done.actor.rename': async () => {
              write!.release();
              expect(await within(history).findByRole('link', { name: RENAMED })).toBeInTheDocument();
            },
            'xstate.error.actor.rename': async () => {
              write!.fail();
              await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Network error'));
            },
          } as never,
        });
      } finally {
        write?.release();
      }
    });
  }
});
