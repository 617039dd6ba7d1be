import { describe, expect, it } from 'vitest';
import { CombinedError } from '@urql/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  guestSignupErrorText,
  guestSignupMachine,
  MissingJwtError,
  NAME_REQUIRED,
  NETWORK_ERROR,
  REGISTRATION_FAILED,
  SERVER_ERROR,
} from '../../src/machines/account/guestSignupMachine';

/** What the gateway throws for a REST failure: an error with the HTTP status (0 = network). */
const restError = (status: number, message: string) => Object.assign(new Error(message), { status });
const viaGraphQL = (originalError: Error) =>
  new CombinedError({ graphQLErrors: [{ message: originalError.message, extensions: {}, originalError } as never] });

function start(signup: (input: { captchaToken: string | null }) => Promise<{ isAdmin: boolean }>, solveCaptcha: () => Promise<string> = async () => 'solved') {
  const machine = guestSignupMachine.provide({ actors: { signupGuest: fromPromise(({ input }) => signup(input)), solveCaptcha: fromPromise(solveCaptcha) } });
  // The signup is swapped by name, so the machine needs no gateway client.
  const actor = createActor(machine, { input: {} });
  const signedUp: boolean[] = [];
  actor.on('signedUp', (e) => signedUp.push(e.isAdmin));
  actor.start();
  return { actor, signedUp };
}

describe('guestSignupMachine', () => {
  it('opens, requires a first name, signs up and tells the screen', async () => {
    const { actor, signedUp } = start(async () => ({ isAdmin: true }));
    try {
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.error).toBe(NAME_REQUIRED);
      actor.send({ type: 'NAME.CHANGE', value: 'Ada' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ dialog: 'done' }));
      expect(signedUp).toEqual([true]);
    } finally {
      actor.stop();
    }
  });

  it('sends the captcha solved while the dialog was open, and waits for it when Continue comes first', async () => {
    let solve!: (token: string) => void;
    const solutions: Array<string | null> = [];
    const { actor } = start(
      async ({ captchaToken }) => {
        solutions.push(captchaToken);
        return { isAdmin: false };
      },
      () => new Promise<string>((resolve) => (solve = resolve)),
    );
    try {
      actor.send({ type: 'OPEN' });
      expect(actor.getSnapshot().matches({ captcha: 'solving' })).toBe(true);
      actor.send({ type: 'NAME.CHANGE', value: 'Ada' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().matches({ dialog: { submitting: 'waitingForCaptcha' } })).toBe(true);
      solve('first');
      await waitFor(actor, (s) => s.matches({ dialog: 'done' }));
      expect(solutions).toEqual(['first']);
      // Spent: the next signup (after a logout) gets a new one.
      expect(actor.getSnapshot().context.captchaToken).toBeNull();
      actor.send({ type: 'OPEN' });
      solve('second');
      await waitFor(actor, (s) => s.matches({ captcha: 'ready' }));
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().matches({ dialog: { submitting: 'sending' } })).toBe(true);
      await waitFor(actor, (s) => s.matches({ dialog: 'done' }));
      expect(solutions).toEqual(['first', 'second']);
    } finally {
      actor.stop();
    }
  });

  it('after the user closes it, focus alone does not reopen it but sending does', () => {
    const { actor } = start(async () => ({ isAdmin: false }));
    actor.send({ type: 'PROMPT.FOCUS' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'PROMPT.FOCUS' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.stop();
  });

  it('goes back to the open form with the error text', async () => {
    const { actor } = start(async () => Promise.reject(restError(503, 'down')));
    try {
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'NAME.CHANGE', value: 'Ada' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches({ dialog: 'open' }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(SERVER_ERROR);
    } finally {
      actor.stop();
    }
  });

  it('maps failures to the three texts of SPEC §8', () => {
    expect(guestSignupErrorText(new MissingJwtError(null))).toBe(REGISTRATION_FAILED);
    expect(guestSignupErrorText(new MissingJwtError('Signups are closed.'))).toBe('Signups are closed.');
    expect(guestSignupErrorText(viaGraphQL(restError(500, 'boom')))).toBe(SERVER_ERROR);
    expect(guestSignupErrorText(viaGraphQL(restError(0, 'Failed to fetch')))).toBe(NETWORK_ERROR);
    expect(guestSignupErrorText(viaGraphQL(restError(400, 'Captcha verification failed.')))).toBe('Captcha verification failed.');
    expect(guestSignupErrorText(new CombinedError({ networkError: new TypeError('fetch failed') }))).toBe(NETWORK_ERROR);
    expect(guestSignupErrorText(new TypeError('fetch failed'))).toBe(NETWORK_ERROR);
    // The gateway's own "no jwt" error carries the server message.
    expect(guestSignupErrorText(viaGraphQL(new Error('Guests are paused.')))).toBe('Guests are paused.');
  });
});
