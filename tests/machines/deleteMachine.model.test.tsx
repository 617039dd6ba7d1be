import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteMachine } from '../../src/machines/deleteMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, testModel } from './helpers/test-model';

// Every shortest path through deleteMachine — the one delete after a confirmation that the
// classifier, the chat's history and the writer's documents run, each with its own `remove` —
// driven on the real classifier screen (a classification on show) against the real server.
// "The delete finished / failed" are played by the test network's gate. The other two screens'
// dialogs are walked by their own screen and end-to-end tests (history-actions, writer).

const TEXT = 'A perfectly pleasant sentence.';
const ONE = /^\/api\/library\/classifications\/[^/]+$/;

const model = testModel(deleteMachine, {
  input: { id: 'c', remove: async () => {} },
  events: [
    { type: 'DELETE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.remove' },
    { type: 'xstate.error.actor.remove', error: new Error('Network error. Please try again later.') },
  ],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('deleteMachine on the real classifier screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const session = await server.guest();
      const created = await server.app.inject({ method: 'POST', url: '/api/ai/classifications', headers: { authorization: `Bearer ${session.jwt}` }, payload: { input: TEXT } });
      const { id } = created.json() as { id: string };
      const { user, network } = renderApp(null, { server, path: `/app/classifier/${id}`, user: session });
      await screen.findByRole('heading', { name: 'Not flagged' }, { timeout: 10_000 });
      const history = screen.getByRole('complementary', { name: 'Classifications' });
      await within(history).findByRole('link', { name: new RegExp(TEXT) });
      let request: Gate | undefined;
      try {
        await path.test({
          states: {
            idle: async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
              expect(screen.getByRole('heading', { name: 'Not flagged' })).toBeInTheDocument();
            },
            confirming: async () => {
              const dialog = await screen.findByRole('dialog', { name: 'Delete classification?' });
              expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
            },
            deleting: async () => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })).toBeDisabled(),
            deleted: async () => {
              await waitFor(() => expect(window.location.pathname).toBe('/app/classifier'));
              expect(await screen.findByText(/No classifications yet/)).toBeInTheDocument();
              expect(screen.getByRole('status')).toHaveTextContent('Classification has been deleted successfully.');
              // The focus goes back to the form, not to the page.
              await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Text to classify')));
            },
          } as never,
          events: {
            DELETE: async () => user.click(screen.getByRole('button', { name: 'Delete' })),
            CANCEL: async () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })),
            CONFIRM: async () => {
              request = network.holdNext(ONE);
              await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
              await request.reached;
            },
            'xstate.done.actor.remove': async () => request!.release(),
            'xstate.error.actor.remove': async () => {
              request!.fail();
              await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Network error'));
            },
          } as never,
        });
      } finally {
        request?.release();
      }
    });
  }
});
