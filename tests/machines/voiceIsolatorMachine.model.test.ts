import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS } from '../../src/machines/media/previewMachine';
import { selectVoiceIsolator, voiceIsolatorMachine } from '../../src/machines/voice-isolator/voiceIsolatorMachine';
import { delaysAsEvents } from './helpers/delay-model';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the voice isolator's machine, walked on the machine itself (the
// effects' answers and the poll's tick are events: helpers/test-model.ts, helpers/delay-model.ts):
// a model chosen, the history's unfinished items read every 5 s while there are any (a failed read
// waits for the next tick). Then the polling runs for real on XState's SimulatedClock. The upload is
// uploadMachine's (uploadMachine.model.test.ts), the item on show previewMachine's
// (previewMachine.model.test.ts); the screen tests drive them on the real page against the real server.

const events = [
  { type: 'MODEL.CHOOSE', model: 'rnnoise' },
  { type: 'after.POLL' },
  { type: 'PENDING', ids: ['v3'] },
  { type: 'PENDING', ids: [] },
  { type: 'xstate.done.actor.readPending' },
  { type: 'xstate.error.actor.readPending', error: new Error('offline') },
];

type Snapshot = SnapshotFrom<typeof voiceIsolatorMachine>;

describe('voiceIsolatorMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(voiceIsolatorMachine),
    { input: {}, events, facts: (s) => [s.context.model, s.context.pending.length > 0] },
    {
      '*': (state: Snapshot) => {
        // The history's other items are followed only while some is still in progress.
        expect(selectVoiceIsolator(state).followingHistory).toBe(state.context.pending.length > 0);
      },
    } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));
});

describe('voiceIsolatorMachine on a simulated clock', () => {
  it("reads the history's unfinished items every 5 s while there are any", async () => {
    const clock = new SimulatedClock();
    const reads: string[][] = [];
    const machine = voiceIsolatorMachine.provide({
      actors: {
        readPending: fromPromise<void, { ids: string[] }>(async ({ input }) => {
          reads.push(input.ids);
        }),
      },
    });
    const actor = createActor(machine, { clock, input: {} }).start();
    try {
      actor.send({ type: 'PENDING', ids: ['v2', 'v3'] });
      expect(selectVoiceIsolator(actor.getSnapshot()).followingHistory).toBe(true);
      clock.increment(POLL_MS - 1);
      expect(reads).toEqual([]);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches('waiting') && reads.length === 1);
      expect(reads).toEqual([['v2', 'v3']]);
      // One settled: the screen says so, and only the other is read.
      actor.send({ type: 'PENDING', ids: ['v3'] });
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches('waiting') && reads.length === 2);
      expect(reads[1]).toEqual(['v3']);
      // All settled: no more reading.
      actor.send({ type: 'PENDING', ids: [] });
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(2);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
