import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS, selectVoiceIsolator, voiceIsolatorMachine, type Progress } from '../../src/machines/voice-isolator/voiceIsolatorMachine';
import { delaysAsEvents } from './helpers/delay-model';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the voice isolator's machine, walked on the machine itself (the
// effects' answers and the poll's tick are events: helpers/test-model.ts, helpers/delay-model.ts):
// a model chosen, an item selected and its job read until done (a failed read tried at the next
// tick), another selected or none, a rename saved, unchanged, cancelled or refused. Then the
// polling runs for real on XState's SimulatedClock. The upload is uploadMachine's
// (uploadMachine.model.test.ts); the screen tests drive both on the real page against the real server.

const events = [
  { type: 'MODEL.CHOOSE', model: 'rnnoise' },
  { type: 'SELECT', id: 'v1' },
  { type: 'SELECT', id: 'v2' },
  { type: 'SELECT', id: null },
  { type: 'xstate.done.actor.readIsolatedVoice', output: { finished: false } },
  { type: 'xstate.done.actor.readIsolatedVoice', output: { finished: true } },
  { type: 'xstate.done.actor.readIsolatedVoice', output: null },
  { type: 'xstate.error.actor.readIsolatedVoice', error: new Error('offline') },
  { type: 'after.POLL' },
  { type: 'PENDING', ids: ['v3'] },
  { type: 'PENDING', ids: [] },
  { type: 'xstate.done.actor.readPending' },
  { type: 'xstate.error.actor.readPending', error: new Error('offline') },
  { type: 'RENAME.START' },
  { type: 'RENAME.SAVE', title: ' Interview ', current: 'noisy' },
  { type: 'RENAME.SAVE', title: 'noisy', current: 'noisy' },
  { type: 'RENAME.CANCEL' },
  { type: 'xstate.done.actor.renameIsolatedVoice' },
  { type: 'xstate.error.actor.renameIsolatedVoice', error: new Error('Title must NOT have fewer than 1 characters') },
];

type Snapshot = SnapshotFrom<typeof voiceIsolatorMachine>;

describe('voiceIsolatorMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(voiceIsolatorMachine),
    { input: {}, events, facts: (s) => [s.context.model, s.context.selectedId, s.context.pending.length > 0, !!s.context.renameError] },
    {
      '*': (state: Snapshot) => {
        const view = selectVoiceIsolator(state);
        // The job is followed only while an item is selected.
        if (view.following) expect(view.selectedId).not.toBeNull();
        if (state.matches({ preview: 'none' })) expect(view.selectedId).toBeNull();
        if (state.matches({ title: 'saving' })) expect(view.savingTitle).toBe(true);
        if (view.renameError) expect(state.matches({ title: 'editing' })).toBe(true);
        // The history's other items are followed only while some is still in progress.
        if (state.matches({ history: 'reading' }) || state.matches({ history: 'waiting' })) expect(state.context.pending.length).toBeGreaterThan(0);
      },
    } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(20));
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
      await waitFor(actor, (s) => s.matches({ history: 'waiting' }) && reads.length === 1);
      expect(reads).toEqual([['v2', 'v3']]);
      // One settled: the screen says so, and only the other is read.
      actor.send({ type: 'PENDING', ids: ['v3'] });
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches({ history: 'waiting' }) && reads.length === 2);
      expect(reads[1]).toEqual(['v3']);
      // All settled: no more reading.
      actor.send({ type: 'PENDING', ids: [] });
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(2);
      expect(actor.getSnapshot().matches({ history: 'idle' })).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('reads a running item every 5 s until it is done, stops on leaving it, and starts again when it is selected', async () => {
    const clock = new SimulatedClock();
    const reads: string[] = [];
    let finished = false;
    const machine = voiceIsolatorMachine.provide({
      actors: {
        readIsolatedVoice: fromPromise<Progress, { id: string }>(async ({ input }) => {
          reads.push(input.id);
          return { finished };
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { selectedId: 'v1' } }).start();
    try {
      await waitFor(actor, (s) => s.matches({ preview: 'waiting' }));
      expect(selectVoiceIsolator(actor.getSnapshot())).toMatchObject({ selectedId: 'v1', following: true });
      expect(reads).toEqual(['v1']);
      clock.increment(POLL_MS - 1);
      expect(reads).toHaveLength(1);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches({ preview: 'waiting' }));
      expect(reads).toHaveLength(2);
      actor.send({ type: 'SELECT', id: null });
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(2);
      actor.send({ type: 'SELECT', id: 'v1' });
      await waitFor(actor, (s) => s.matches({ preview: 'waiting' }));
      expect(reads).toHaveLength(3);
      finished = true;
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches({ preview: 'settled' }));
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(4);
      expect(selectVoiceIsolator(actor.getSnapshot()).following).toBe(false);
    } finally {
      actor.stop();
    }
  });
});
