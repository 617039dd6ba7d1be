import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS } from '../../src/machines/media/previewMachine';
import { selectTranscriberFlow, transcriberMachine } from '../../src/machines/transcriber/transcriberMachine';
import { walkShortestPaths } from './helpers/test-model';
import { delaysAsEvents } from './helpers/delay-model';

// Every shortest path through the Transcriber's machine, walked on the machine itself (the effects'
// answers and the 5 s tick are events): a model chosen, the history's transcriptions still being
// made followed (and not when none is). Then the polling runs for real on XState's SimulatedClock:
// the unfinished ones read every 5 s, none once all ended. The one on show is previewMachine's
// (previewMachine.model.test.ts). The screen's test drives them on the real page against the real server.

const events = [
  { type: 'MODEL.CHOOSE', key: 'pocketsphinx' },
  { type: 'UNFINISHED', ids: ['t1', 't1'] },
  { type: 'UNFINISHED', ids: [] },
  { type: 'after.POLL' },
  { type: 'xstate.done.actor.readTranscriptions' },
  { type: 'xstate.error.actor.readTranscriptions', error: new Error('offline') },
];

const checks = {
  '*': (state: SnapshotFrom<typeof transcriberMachine>) => {
    const view = selectTranscriberFlow(state);
    // Followed only while something shown is still being made, each id once.
    if (view.following && !state.matches('reading')) expect(state.context.unfinished).toEqual(['t1']);
    if (state.context.unfinished.length === 0 && !state.matches('reading')) expect(view.following).toBe(false);
  },
};

describe('transcriberMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(transcriberMachine),
    { input: { model: null }, events, facts: (s) => [s.context.model, s.context.unfinished.length] },
    checks,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));
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
      await waitFor(actor, (s) => s.matches('waiting'));
      expect(reads).toEqual([['t1', 't2']]);
      // One of them ended: the next tick reads the other only.
      actor.send({ type: 'UNFINISHED', ids: ['t2'] });
      clock.increment(POLL_MS);
      await waitFor(actor, () => reads.length === 2);
      expect(reads[1]).toEqual(['t2']);
      actor.send({ type: 'UNFINISHED', ids: [] });
      await waitFor(actor, (s) => s.matches('idle'));
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(2);
    } finally {
      actor.stop();
    }
  });
});
