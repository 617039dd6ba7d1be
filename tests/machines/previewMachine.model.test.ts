import { describe, expect, it } from 'vitest';
import type { Client } from '@urql/core';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { POLL_MS, previewMachine, selectPreview, type ReadItem, type RenameItem } from '../../src/machines/media/previewMachine';
import { delaysAsEvents } from './helpers/delay-model';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the media preview's machine (the item on show in voiceover, the
// transcriber, the voice isolator and the composer), walked on the machine itself (the effects'
// answers and the 5 s tick are events: helpers/test-model.ts, helpers/delay-model.ts): the item's
// job read until done, failed or gone (a failed read tried at the next tick), a rename saved,
// unchanged, cancelled or refused. Then the polling runs for real on XState's SimulatedClock, with
// the read and rename functions a tool gives it. The four tools' screen tests drive it on the real
// page against the real server.

const noRead: ReadItem = async () => null;
// The tool's read and rename are the effects here, so the gateway client they are handed is never used.
const client = {} as Client;
const noRename: RenameItem = async () => undefined;

const events = [
  { type: 'xstate.done.actor.read', output: false },
  { type: 'xstate.done.actor.read', output: true },
  { type: 'xstate.error.actor.read', error: new Error('offline') },
  { type: 'after.POLL' },
  { type: 'RENAME.START' },
  { type: 'RENAME.SAVE', title: ' Interview ', current: 'noisy' },
  { type: 'RENAME.SAVE', title: 'noisy', current: 'noisy' },
  { type: 'RENAME.SAVE', title: '   ', current: 'noisy' },
  { type: 'RENAME.CANCEL' },
  { type: 'xstate.done.actor.rename' },
  { type: 'xstate.error.actor.rename', error: new Error('Title must NOT have fewer than 1 characters') },
];

type Snapshot = SnapshotFrom<typeof previewMachine>;

describe('previewMachine', () => {
  const paths = walkShortestPaths(
    delaysAsEvents(previewMachine),
    { input: { id: 'v1', read: noRead, rename: noRename }, events, facts: (s) => [!!s.context.renameError] },
    {
      '*': (state: Snapshot) => {
        const view = selectPreview(state);
        // Read while the job runs; once settled, never again.
        expect(view.following).toBe(!state.matches({ progress: 'settled' }));
        if (state.matches({ title: 'saving' })) expect(view).toMatchObject({ renaming: true, saving: true, error: null });
        if (state.matches({ title: 'viewing' })) expect(view).toMatchObject({ renaming: false, saving: false });
        // A refusal shows only while its title is being edited, in the server's words.
        if (view.error) {
          expect(state.matches({ title: 'editing' })).toBe(true);
          expect(view.error).toBe('Title must NOT have fewer than 1 characters');
        }
      },
    } as never,
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(10));
});

describe('previewMachine on a simulated clock', () => {
  it('reads a running item every 5 s until it is done, and never once it is', async () => {
    const clock = new SimulatedClock();
    const reads: string[] = [];
    let state = 1;
    const read: ReadItem = async (_client, id) => (reads.push(id), { state });
    const actor = createActor(previewMachine, { clock, input: { client, id: 'v1', read, rename: noRename } }).start();
    try {
      await waitFor(actor, (s) => s.matches({ progress: 'waiting' }));
      expect(selectPreview(actor.getSnapshot()).following).toBe(true);
      expect(reads).toEqual(['v1']);
      clock.increment(POLL_MS - 1);
      expect(reads).toHaveLength(1);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches({ progress: 'waiting' }) && reads.length === 2);
      state = 3;
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches({ progress: 'settled' }));
      expect(selectPreview(actor.getSnapshot()).following).toBe(false);
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(3);
    } finally {
      actor.stop();
    }
  });

  it('stops reading when the item is left (the actor stops), and an item gone or failed is not read again', async () => {
    const clock = new SimulatedClock();
    const reads: string[] = [];
    const read: ReadItem = async (_client, id) => (reads.push(id), { state: 0 });
    const actor = createActor(previewMachine, { clock, input: { client, id: 'v1', read, rename: noRename } }).start();
    await waitFor(actor, (s) => s.matches({ progress: 'waiting' }));
    actor.stop();
    clock.increment(POLL_MS * 5);
    expect(reads).toEqual(['v1']);

    for (const answer of [null, { state: 4 }]) {
      const gone = createActor(previewMachine, { clock, input: { client, id: 'v2', read: async () => answer, rename: noRename } }).start();
      await waitFor(gone, (s) => s.matches({ progress: 'settled' }));
      gone.stop();
    }
  });

  it('tries a failed read again at the next tick', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const read: ReadItem = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { state: 3 };
    };
    const actor = createActor(previewMachine, { clock, input: { client, id: 'v1', read, rename: noRename } }).start();
    try {
      await waitFor(actor, (s) => s.matches({ progress: 'waiting' }));
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches({ progress: 'settled' }));
      expect(calls).toBe(2);
    } finally {
      actor.stop();
    }
  });

  it('renames with the trimmed title, keeps the refusal under the box, and saves nothing unchanged', async () => {
    const renames: string[] = [];
    let refuse = true;
    const rename: RenameItem = async (_client, id, title) => {
      if (refuse) throw new Error('Title is too long.');
      renames.push(`${id}:${title}`);
    };
    const actor = createActor(previewMachine, { input: { client, id: 'v1', read: async () => ({ state: 3 }), rename } }).start();
    try {
      actor.send({ type: 'RENAME.START' });
      actor.send({ type: 'RENAME.SAVE', title: 'noisy', current: 'noisy' });
      expect(selectPreview(actor.getSnapshot()).renaming).toBe(false);
      actor.send({ type: 'RENAME.START' });
      actor.send({ type: 'RENAME.SAVE', title: ' Interview ', current: 'noisy' });
      await waitFor(actor, (s) => s.matches({ title: 'editing' }));
      expect(selectPreview(actor.getSnapshot())).toMatchObject({ renaming: true, saving: false, error: 'Title is too long.' });
      refuse = false;
      actor.send({ type: 'RENAME.SAVE', title: ' Interview ', current: 'noisy' });
      await waitFor(actor, (s) => s.matches({ title: 'viewing' }));
      expect(renames).toEqual(['v1:Interview']);
      expect(selectPreview(actor.getSnapshot())).toMatchObject({ renaming: false, error: null });
    } finally {
      actor.stop();
    }
  });
});
