import { describe, expect, it } from 'vitest';
import type { Client } from '@urql/core';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS, type ReadItem } from '../../src/machines/media/previewMachine';
import { selectFollowing, unfinishedMachine } from '../../src/machines/media/unfinishedMachine';
import { delaysAsEvents } from './helpers/delay-model';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the machine that reads a media tool's unfinished history rows (the
// transcriber's, the voice isolator's), walked on the machine itself (the effects' answers and the
// 5 s tick are events): the items still being made followed, each id once, and not when none is.
// Then the polling runs for real on XState's SimulatedClock: the unfinished ones read every 5 s,
// none once all ended. The tools' screen tests drive it on the real page against the real server.

const noRead: ReadItem = async () => null;
// The tool's read is the effect here, so the gateway client it is handed is never used.
const client = {} as Client;

const events = [
  { type: 'UNFINISHED', ids: ['t1', 't1'] },
  { type: 'UNFINISHED', ids: [] },
  { type: 'after.POLL' },
  { type: 'xstate.done.actor.readAll' },
  { type: 'xstate.error.actor.readAll', error: new Error('offline') },
];

describe('unfinishedMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(unfinishedMachine),
    { input: { read: noRead }, events, facts: (s) => [s.context.unfinished.length] },
    {
      '*': (state: SnapshotFrom<typeof unfinishedMachine>) => {
        // Followed only while something is still being made, each id once.
        if (selectFollowing(state) && !state.matches('reading')) expect(state.context.unfinished).toEqual(['t1']);
        if (state.context.unfinished.length === 0 && !state.matches('reading')) expect(selectFollowing(state)).toBe(false);
      },
    } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));
});

describe('unfinishedMachine on a simulated clock', () => {
  it('reads the unfinished items every 5 s, and nothing once none is left', async () => {
    const clock = new SimulatedClock();
    const reads: string[] = [];
    const read: ReadItem = async (_client, id) => (reads.push(id), { state: 1 });
    const actor = createActor(unfinishedMachine, { clock, input: { client, read } }).start();
    try {
      actor.send({ type: 'UNFINISHED', ids: ['t1', 't2'] });
      expect(selectFollowing(actor.getSnapshot())).toBe(true);
      clock.increment(POLL_MS - 1);
      expect(reads).toEqual([]);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches('waiting'));
      expect(reads).toEqual(['t1', 't2']);
      // One of them ended: the next tick reads the other only.
      actor.send({ type: 'UNFINISHED', ids: ['t2'] });
      clock.increment(POLL_MS);
      await waitFor(actor, () => reads.length === 3);
      expect(reads[2]).toBe('t2');
      await waitFor(actor, (s) => s.matches('waiting'));
      actor.send({ type: 'UNFINISHED', ids: [] });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(3);
    } finally {
      actor.stop();
    }
  });

  it('tries again at the next tick when a read failed', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const read: ReadItem = async () => {
      calls += 1;
      throw new Error('offline');
    };
    const actor = createActor(unfinishedMachine, { clock, input: { client, read } }).start();
    try {
      actor.send({ type: 'UNFINISHED', ids: ['t1'] });
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches('waiting') && calls === 1);
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches('waiting') && calls === 2);
    } finally {
      actor.stop();
    }
  });
});
