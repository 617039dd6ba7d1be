import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { olderMessagesMachine, type OlderPage } from '../../src/machines/chat/olderMessagesMachine';

// Loading the pages of a conversation's path above the loaded ones, with the gateway swapped out
// (tests/screens/older-messages.test.tsx drives it on the real screen against the real server).

function start(outcomes: ('ok' | 'fail')[]) {
  const asked: string[] = [];
  const machine = olderMessagesMachine.provide({
    actors: {
      loadOlder: fromPromise<void, OlderPage>(async ({ input }) => {
        asked.push(`${input.conversationId} above ${input.before}`);
        if (outcomes.shift() === 'fail') throw new Error('Network down.');
      }),
    },
  });
  return { actor: createActor(machine, { input: {} }).start(), asked };
}

describe('olderMessagesMachine', () => {
  it('loads one page at a time: a LOAD while one loads is not asked again', async () => {
    const { actor, asked } = start(['ok', 'ok']);
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm40' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm40' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm0' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['c1 above m40', 'c1 above m0']);
    actor.stop();
  });

  it('after a failure says why and waits for Retry; scrolling at the top meanwhile does not ask again', async () => {
    const { actor, asked } = start(['fail', 'ok']);
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm40' });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('Network down.');
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm40' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['c1 above m40', 'c1 above m40']);
    actor.stop();
  });

  it('a failed page of one conversation does not hold back another', async () => {
    const { actor, asked } = start(['fail', 'ok']);
    actor.send({ type: 'LOAD', conversationId: 'c1', before: 'm40' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'LOAD', conversationId: 'c2', before: 'x40' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['c1 above m40', 'c2 above x40']);
    actor.stop();
  });
});
