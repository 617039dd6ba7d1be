import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { historyItemMachine } from '../../src/machines/library/historyItemMachine';

// A history entry's rename and delete, with the gateway calls swapped for stand-ins.

function start(fail = false) {
  const calls: string[] = [];
  const machine = historyItemMachine.provide({
    actors: {
      rename: fromPromise<void, { id: string; title: string }>(async ({ input }) => {
        calls.push(`rename ${input.id} ${input.title}`);
        if (fail) throw new Error('Conversation not found.');
      }),
      remove: fromPromise<void, { id: string }>(async ({ input }) => {
        calls.push(`remove ${input.id}`);
        if (fail) throw new Error('Conversation not found.');
      }),
    },
  });
  const actor = createActor(machine, { input: { conversationId: 'c1' } }).start();
  const told: string[] = [];
  actor.on('failed', (e) => told.push(`failed: ${e.message}`));
  actor.on('deleted', (e) => told.push(`deleted ${e.conversationId}`));
  return { actor, calls, told };
}

describe('historyItemMachine', () => {
  it('saves a changed title, trimmed; a blank or unchanged one is not sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'SAVE', title: '  Old  ', current: 'Old' });
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE', title: '   ', current: 'Old' });
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE', title: ' Lisbon ', current: 'Old' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(calls).toEqual(['rename c1 Lisbon']);
    actor.stop();
  });

  it('deletes only after CONFIRM and says so; CANCEL keeps it', async () => {
    const { actor, calls, told } = start();
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CANCEL' });
    expect(calls).toEqual([]);
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['remove c1']);
    expect(told).toEqual(['deleted c1']);
  });

  it('a refused rename or delete is told as a failure, and the entry stays', async () => {
    const { actor, told } = start(true);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE', title: 'New', current: 'Old' });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(told).toEqual(['failed: Conversation not found.', 'failed: Conversation not found.']);
    actor.stop();
  });
});
