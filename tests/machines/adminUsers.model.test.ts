import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjustCreditsMachine, amountNeeded, reasonNeeded } from '../../src/machines/admin/adjustCreditsMachine';
import { changeUserMachine } from '../../src/machines/admin/changeUserMachine';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through the admin page's user flows, walked on the machines themselves (their
// effects' answers are events): a change to a user with its confirm, once, with the toast's words or
// the server's refusal; a credit adjustment's draft checked before it is sent, cleared when done,
// kept with the server's words when refused. The screen test drives them on the real screen.

const lastAdmin = new Error('This is the last admin: make someone else an admin first. Nothing was changed.');

describe('changeUserMachine', () => {
  walkShortestPaths(changeUserMachine, {
    input: {},
    events: [
      { type: 'ASK', userId: 'u1', change: 'suspend' },
      { type: 'ASK', userId: 'u1', change: 'remove_admin' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.change' },
      { type: 'xstate.error.actor.change', error: lastAdmin },
    ],
    facts: (s) => [s.context.userId, s.context.change, s.context.error],
  }, {
    idle: (state) => {
      expect(state.context.userId).toBeNull();
      expect([null, lastAdmin.message]).toContain(state.context.error);
    },
    confirming: (state) => expect(state.context.userId).toBe('u1'),
    saving: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(state.can({ type: 'CONFIRM' })).toBe(false);
      expect(state.can({ type: 'ASK', userId: 'u2', change: 'restore' })).toBe(false);
    },
  });

  it('says what was done, once', () => {
    const actor = createActor(withoutEffects(changeUserMachine), { input: {} });
    const said: string[] = [];
    actor.on('changed', ({ message }) => said.push(message));
    actor.start();
    actor.send({ type: 'ASK', userId: 'u1', change: 'suspend' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'xstate.done.actor.change' } as never);
    expect(said).toEqual(['User suspended: their sessions and API keys stopped working.']);
    actor.stop();
  });
});

describe('adjustCreditsMachine', () => {
  const belowZero = new Error('This workspace has 3 credits: at most 3 can be taken away. Nothing was changed.');
  walkShortestPaths(adjustCreditsMachine, {
    input: {},
    events: [
      { type: 'EDIT', field: 'workspaceId', value: 'w1' },
      { type: 'EDIT', field: 'amount', value: '-5' },
      { type: 'EDIT', field: 'amount', value: 'x' },
      { type: 'EDIT', field: 'reason', value: 'Outage' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.adjust' },
      { type: 'xstate.error.actor.adjust', error: belowZero },
    ],
    facts: (s) => [s.context.workspaceId, s.context.amount, s.context.reason, s.context.error],
  }, {
    editing: (state) => {
      expect([null, amountNeeded, reasonNeeded, belowZero.message]).toContain(state.context.error);
      if (state.context.error === reasonNeeded) expect(state.context.reason).toBe('');
    },
    saving: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(Number(state.context.amount)).not.toBe(0);
      expect(state.context.reason.trim()).not.toBe('');
    },
  });

  it('clears the draft once done, keeps it when refused', () => {
    const actor = createActor(withoutEffects(adjustCreditsMachine), { input: {} }).start();
    const fill = () => {
      actor.send({ type: 'EDIT', field: 'amount', value: '-5' });
      actor.send({ type: 'EDIT', field: 'reason', value: 'Twice by mistake' });
      actor.send({ type: 'SUBMIT' });
    };
    fill();
    actor.send({ type: 'xstate.error.actor.adjust', error: belowZero } as never);
    expect(actor.getSnapshot().context).toMatchObject({ amount: '-5', reason: 'Twice by mistake', error: belowZero.message });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.adjust' } as never);
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', reason: '', error: null });
    actor.stop();
  });
});
