import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '../../src/machines/account/authMachine';

describe('authMachine', () => {
  it('submits the fields and reports success', async () => {
    let sent: unknown;
    const machine = authMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => ((sent = input), { isAdmin: false })) },
    });
    const actor = createActor(machine, { input: { mode: 'login' } });
    const authenticated: boolean[] = [];
    actor.on('authenticated', (e) => authenticated.push(e.isAdmin));
    actor.start();
    try {
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.error).toBe('Please enter your email and password.');
      actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'a@b.co' });
      actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret123' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches('done'));
      expect(sent).toMatchObject({ mode: 'login', fields: { email: 'a@b.co', password: 'secret123' } });
      expect(authenticated).toEqual([false]);
    } finally {
      actor.stop();
    }
  });

  it('shows the server message and lets the user try again', async () => {
    const machine = authMachine.provide({
      actors: { submit: fromPromise(async () => Promise.reject(new Error('Invalid email or password.'))) },
    });
    const actor = createActor(machine, { input: { mode: 'login' } }).start();
    try {
      actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'a@b.co' });
      actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'wrong' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    } finally {
      actor.stop();
    }
  });
});
