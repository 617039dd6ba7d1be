import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { guestSignupMachine } from '../../src/machines/account/guestSignupMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through the guest modal, driven on the real chat screen (logged out,
// prompt prefilled through ?prompt= so "send" is one click) against the real server. The
// captcha's challenge (GET /api/auth/captcha) is held until the model says the solution
// arrives, before or after Continue: held, Continue sends no signup.

type Snapshot = SnapshotFrom<typeof guestSignupMachine>;

const model = createTestModel(withoutEffects(guestSignupMachine), {
  // The model only walks the graph; the screen's machine has the real client.
  input: {},
  events: [
    { type: 'NAME.CHANGE', value: 'Ada' },
    { type: 'xstate.done.actor.signupGuest', output: { isAdmin: false } },
    { type: 'xstate.error.actor.signupGuest', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.solveCaptcha', output: 'solved' },
    { type: 'xstate.error.actor.solveCaptcha', error: new TypeError('Failed to fetch') },
  ] as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.firstName !== '', s.context.error, s.context.captchaToken !== null]),
  // Once signed up the screen sends chat messages, not OPEN: the modal's part is over.
  stopWhen: (s: Snapshot) => s.matches({ dialog: 'done' }),
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
      // Armed again after each answer: the next request to the same path meets a new gate.
      let captcha = network.holdNext('/api/auth/captcha');
      let signup = network.holdNext('/api/auth/signup');
      let signupSent = false;
      const watchSignup = () => void signup.reached.then(() => (signupSent = true));
      watchSignup();
      const answerCaptcha = (how: 'release' | 'fail') => {
        captcha[how]();
        captcha = network.holdNext('/api/auth/captcha');
      };
      const answerSignup = (how: 'release' | 'fail') => {
        signup[how]();
        signupSent = false;
        signup = network.holdNext('/api/auth/signup');
        watchSignup();
      };
      try {
        await path.test({
          states: {
            'dialog.closed': noDialog,
            'dialog.dismissed': noDialog,
            'dialog.open': async (state: Snapshot) => {
              const box = await screen.findByRole('dialog');
              expect(within(box).getByLabelText('Your name')).toHaveValue(state.context.firstName);
              const alert = within(box).queryByRole('alert');
              if (state.context.error) await waitFor(() => expect(within(box).getByRole('alert')).toHaveTextContent(state.context.error!));
              else expect(alert).toBeNull();
            },
            // Continue came before the solution: nothing is sent until it arrives.
            'dialog.submitting.waitingForCaptcha': async () => {
              const box = await screen.findByRole('dialog');
              expect(within(box).getByRole('button', { name: 'Continue' })).toBeDisabled();
              await captcha.reached;
              expect(signupSent).toBe(false);
            },
            'dialog.submitting.sending': async (state: Snapshot) => {
              const box = await screen.findByRole('dialog');
              expect(within(box).getByRole('button', { name: 'Continue' })).toBeDisabled();
              // No solution held (solving failed): the gateway fetches and solves one with the signup.
              if (!state.context.captchaToken) answerCaptcha('release');
              await signup.reached;
            },
            'dialog.done': async () => {
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
            // Closed, there is no Continue to press: the model's SUBMIT there changes nothing.
            SUBMIT: async () => {
              const box = dialog();
              if (box) await user.click(within(box).getByRole('button', { name: 'Continue' }));
            },
            'xstate.done.actor.signupGuest': async () => answerSignup('release'),
            'xstate.error.actor.signupGuest': async () => answerSignup('fail'),
            'xstate.done.actor.solveCaptcha': async () => {
              await captcha.reached;
              answerCaptcha('release');
            },
            'xstate.error.actor.solveCaptcha': async () => {
              await captcha.reached;
              answerCaptcha('fail');
            },
          } as never,
        });
      } finally {
        captcha.release();
        signup.release();
      }
    });
  }
});
