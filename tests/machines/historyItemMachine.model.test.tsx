import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import { historyItemMachine } from '../../src/machines/library/historyItemMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through historyItemMachine, driven on the real history panel against the
// real server. "The rename / delete finished or failed" are played by the test network's gates.

const TITLE = 'Topic';
const RENAMED = 'Renamed';
const CONVERSATION = /^\/api\/library\/conversations\/[^/]+$/;

const model = createTestModel(withoutEffects(historyItemMachine), {
  input: { conversationId: 'c' },
  events: () => [
    { type: 'EDIT' },
    { type: 'SAVE', title: RENAMED, current: TITLE },
    { type: 'CANCEL' },
    { type: 'DELETE' },
    { type: 'CONFIRM' },
    { type: 'xstate.done.actor.rename' },
    { type: 'xstate.error.actor.rename', error: new Error('Network error. Please try again later.') },
    { type: 'xstate.done.actor.remove' },
    { type: 'xstate.error.actor.remove', error: new Error('Network error. Please try again later.') },
  ],
  serializeState: serializeBy(() => null),
} as never);

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
            confirming: async () => expect(await screen.findByRole('dialog', { name: 'Delete conversation?' })).toBeInTheDocument(),
            deleting: async () => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })).toBeDisabled(),
            deleted: async () => await waitFor(() => expect(within(history).queryAllByRole('link')).toHaveLength(0)),
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
            CANCEL: async () => {
              const dialog = screen.queryByRole('dialog');
              if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
              else await user.type(within(history).getByRole('textbox', { name: 'Conversation title' }), '{Escape}');
            },
            DELETE: async () => user.click(within(history).getByRole('button', { name: /^Delete / })),
            CONFIRM: async () => {
              write = network.holdNext(CONVERSATION);
              await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
              await write.reached;
            },
            'xstate.done.actor.rename': async () => {
              write!.release();
              expect(await within(history).findByRole('link', { name: RENAMED })).toBeInTheDocument();
            },
            'xstate.error.actor.rename': async () => {
              write!.fail();
              await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Network error'));
            },
            'xstate.done.actor.remove': async () => write!.release(),
            'xstate.error.actor.remove': async () => {
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
