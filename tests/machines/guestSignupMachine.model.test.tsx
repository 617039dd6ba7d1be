import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { guestSignupMachine } from '../../src/machines/account/guestSignupMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through the guest modal, driven on the real chat screen (logged out,
// prompt prefilled through ?prompt= so "send" is one click) against the real server.

type Snapshot = SnapshotFrom<typeof guestSignupMachine>;

const model = createTestModel(withoutEffects(guestSignupMachine), {
  // The model only walks the graph; the screen's machine has the real client.
  input: {},
  events: [
    { type: 'NAME.CHANGE', value: 'Ada' },
    { type: 'xstate.done.actor.signupGuest', output: { isAdmin: false } },
    { type: 'xstate.error.actor.signupGuest', error: new TypeError('Failed to fetch') },
  ] as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.firstName !== '', s.context.error]),
  // Once signed up the screen sends chat messages, not OPEN: the modal's part is over.
  stopWhen: (s: Snapshot) => s.matches('done'),
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const dialog = () => screen.queryByRole('dialog');
const noDialog = () => waitFor(() => expect(dialog()).not.toBeInTheDocument());

describe('guestSignupMachine on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const { user, network } = renderApp(null, { server, path: '/?prompt=Hello' });
      const prompt = await screen.findByLabelText('Message');
      await waitFor(() => expect(prompt).toHaveValue('Hello'));
      let signup: Gate | undefined;
      try {
        await path.test({
          states: {
            closed: noDialog,
            dismissed: noDialog,
            open: async (state: Snapshot) => {
              const box = await screen.findByRole('dialog');
              expect(within(box).getByLabelText('Your name')).toHaveValue(state.context.firstName);
              const alert = within(box).queryByRole('alert');
              if (state.context.error) await waitFor(() => expect(within(box).getByRole('alert')).toHaveTextContent(state.context.error!));
              else expect(alert).toBeNull();
            },
            submitting: async () => {
              const box = await screen.findByRole('dialog');
              expect(within(box).getByRole('button', { name: 'Continue' })).toBeDisabled();
            },
            done: async () => {
              await noDialog();
              expect(await screen.findByText('Ada')).toBeInTheDocument();
            },
          } as never,
          events: {
            'PROMPT.FOCUS': async () => user.click(prompt),
            OPEN: async () => user.click(screen.getByRole('button', { name: 'Send' })),
            CLOSE: async () => user.keyboard('{Escape}'),
            'NAME.CHANGE': async () => {
              const name = within(dialog()!).getByLabelText('Your name');
              await user.clear(name);
              await user.type(name, 'Ada');
            },
            SUBMIT: async ({ state }: { state: Snapshot }) => {
              if (state.matches('submitting')) signup = network.holdNext('/api/auth/signup');
              await user.click(within(dialog()!).getByRole('button', { name: 'Continue' }));
              await signup?.reached;
            },
            'xstate.done.actor.signupGuest': async () => signup!.release(),
            'xstate.error.actor.signupGuest': async () => signup!.fail(),
          } as never,
        });
      } finally {
        signup?.release();
      }
    });
  }
});
