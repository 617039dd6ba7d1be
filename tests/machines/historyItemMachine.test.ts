import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { historyItemMachine } from '../../src/machines/library/historyItemMachine';

// A history entry's rename, with the gateway call swapped for a stand-in (its delete is
// deleteMachine's, tests/machines/deleteMachine.model.test.tsx).

function start(fail = false) {
  const calls: string[] = [];
  const machine = historyItemMachine.provide({
    actors: {
      rename: fromPromise<void, { id: string; title: string }>(async ({ input }) => {
        calls.push(`rename ${input.id} ${input.title}`);
        if (fail) throw new Error('Conversation not found.');
      }),
    },
  });
  const actor = createActor(machine, { input: { conversationId: 'c1' } }).start();
  const told: string[] = [];
  actor.on('failed', (e) => told.push(`failed: ${e.message}`));
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

  it('a refused rename is told as a failure, and the entry stays', async () => {
    const { actor, told } = start(true);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE', title: 'New', current: 'Old' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(told).toEqual(['failed: Conversation not found.']);
    actor.stop();
  });
});
