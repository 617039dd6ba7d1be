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

function start(signup: () => Promise<{ isAdmin: boolean }>) {
  const machine = guestSignupMachine.provide({ actors: { signupGuest: fromPromise(signup) } });
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
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.error).toBe(NAME_REQUIRED);
      actor.send({ type: 'NAME.CHANGE', value: 'Ada' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('done'));
      expect(signedUp).toEqual([true]);
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
      await waitFor(actor, (s) => s.matches('open') && s.context.error !== null);
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
