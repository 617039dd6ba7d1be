import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS, selectTranscriberFlow, transcriberMachine } from '../../src/machines/transcriber/transcriberMachine';
import { walkShortestPaths } from './helpers/test-model';
import { delaysAsEvents } from './helpers/delay-model';

// Every shortest path through the Transcriber's machine, walked on the machine itself (the effects'
// answers and the 5 s tick are events): a model chosen, the transcriptions still being made
// followed (and not when none is), a selection, a rename saved, refused or left. Then the polling
// runs for real on XState's SimulatedClock: the unfinished ones read every 5 s, none once all ended.
// The screen's test drives the same flows on the real page against the real server.

const events = [
  { type: 'MODEL.CHOOSE', key: 'pocketsphinx' },
  { type: 'SELECT', id: 't2' },
  { type: 'SELECT', id: null },
  { type: 'UNFINISHED', ids: ['t1', 't1'] },
  { type: 'UNFINISHED', ids: [] },
  { type: 'after.POLL' },
  { type: 'xstate.done.actor.readTranscriptions' },
  { type: 'xstate.error.actor.readTranscriptions', error: new Error('offline') },
  { type: 'RENAME.START' },
  { type: 'RENAME.SAVE', title: ' Standup ', current: 'Team call' },
  { type: 'RENAME.SAVE', title: 'Team call', current: 'Team call' },
  { type: 'RENAME.CANCEL' },
  { type: 'xstate.done.actor.renameTranscription' },
  { type: 'xstate.error.actor.renameTranscription', error: new Error('Please enter in the following required fields: Title') },
];

const checks = {
  '*': (state: SnapshotFrom<typeof transcriberMachine>) => {
    const view = selectTranscriberFlow(state);
    // Followed only while something shown is still being made, each id once.
    if (view.following && !state.matches({ following: 'reading' })) expect(state.context.unfinished).toEqual(['t1']);
    if (state.context.unfinished.length === 0 && !state.matches({ following: 'reading' })) expect(view.following).toBe(false);
    if (state.matches({ title: 'saving' })) expect(view.savingTitle).toBe(true);
    if (view.renameError) expect(state.matches({ title: 'editing' })).toBe(true);
  },
};

describe('transcriberMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(transcriberMachine),
    { input: { model: null, transcriptionId: 't1' }, events, facts: (s) => [s.context.model, s.context.selectedId, s.context.unfinished.length, !!s.context.renameError] },
    checks,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(15));
});

describe('transcriberMachine on a simulated clock', () => {
  it('reads the unfinished transcriptions every 5 s, and nothing once none is left', async () => {
    const clock = new SimulatedClock();
    const reads: string[][] = [];
    const machine = transcriberMachine.provide({ actors: { readTranscriptions: fromPromise<void, { ids: string[] }>(async ({ input }) => {
      reads.push(input.ids);
    }) } });
    const actor = createActor(machine, { clock, input: { model: 'pocketsphinx' } }).start();
    try {
      expect(selectTranscriberFlow(actor.getSnapshot()).model).toBe('pocketsphinx');
      actor.send({ type: 'UNFINISHED', ids: ['t1', 't2'] });
      clock.increment(POLL_MS - 1);
      expect(reads).toEqual([]);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches({ following: 'waiting' }));
      expect(reads).toEqual([['t1', 't2']]);
      // One of them ended: the next tick reads the other only.
      actor.send({ type: 'UNFINISHED', ids: ['t2'] });
      clock.increment(POLL_MS);
      await waitFor(actor, () => reads.length === 2);
      expect(reads[1]).toEqual(['t2']);
      actor.send({ type: 'UNFINISHED', ids: [] });
      await waitFor(actor, (s) => s.matches({ following: 'idle' }));
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(2);
    } finally {
      actor.stop();
    }
  });
});
