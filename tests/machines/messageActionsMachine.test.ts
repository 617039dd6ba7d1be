import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Client } from '@urql/core';
import type { FeedbackValue } from '../../src/gateway/generated/graphql';
import { messageActionsMachine, MESSAGE_NOT_FOUND } from '../../src/machines/chat/messageActionsMachine';

// The chat's message-action writes (switching version, feedback) with the gateway swapped out.

const notFound = Object.assign(new Error('Message not found.'), { graphQLErrors: [{ extensions: { status: 404 } }] });

function start({ fail = false } = {}) {
  const calls: string[] = [];
  const machine = messageActionsMachine.provide({
    actors: {
      chooseBranch: fromPromise<void, { client: Client | null; conversationId: string; leafId: string }>(async ({ input }) => {
        calls.push(`choose ${input.leafId}`);
        if (fail) throw notFound;
      }),
      sendFeedback: fromPromise<string, { client: Client | null; conversationId: string; value: FeedbackValue; message: string | null }>(async ({ input }) => {
        calls.push(`feedback ${input.value} ${input.message}`);
        if (fail) throw new Error('Server error. Please try again later.');
        return 'Thank you for feedback.';
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const told: string[] = [];
  actor.on('failed', (e) => told.push(`failed: ${e.message}`));
  actor.on('feedbackSent', (e) => told.push(`sent: ${e.message}`));
  return { actor, calls, told };
}

describe('messageActionsMachine', () => {
  it('the latest version chosen is the one that counts', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', conversationId: 'c1', leafId: 'a' });
    actor.send({ type: 'CHOOSE', conversationId: 'c1', leafId: 'b' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(calls).toEqual(['choose a', 'choose b']);
    actor.stop();
  });

  it('a version that is gone says "Message not found!"', async () => {
    const { actor, told } = start({ fail: true });
    actor.send({ type: 'CHOOSE', conversationId: 'c1', leafId: 'a' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(told).toEqual([`failed: ${MESSAGE_NOT_FOUND}`]);
    actor.stop();
  });

  it('feedback is stored and thanked for, or refused with the reason', async () => {
    const ok = start();
    ok.actor.send({ type: 'FEEDBACK', conversationId: 'c1', value: 'up', message: 'Clear' });
    expect((await waitFor(ok.actor, (s) => !s.hasTag('busy'))).context.feedbackStored).toBe(true);
    expect(ok.told).toEqual(['sent: Thank you for feedback.']);
    const refused = start({ fail: true });
    refused.actor.send({ type: 'FEEDBACK', conversationId: 'c1', value: 'down', message: null });
    expect((await waitFor(refused.actor, (s) => !s.hasTag('busy'))).context.feedbackStored).toBe(false);
    expect(refused.told).toEqual(['failed: Server error. Please try again later.']);
  });
});
