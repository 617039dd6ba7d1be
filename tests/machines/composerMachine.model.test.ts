import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { compositionTooManyTags, maxCompositionPrompt, offlineIsInstrumental } from '../../contract/composer';
import {
  composerMachine, modelMissing, POLL_MS, promptMissing, promptTooLong, requestProblem, secondsOutOfRange, selectComposerFlow, type Progress,
} from '../../src/machines/composer/composerMachine';
import { delaysAsEvents } from './helpers/delay-model';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the Composer's machine, walked on the machine itself (the effects'
// answers and the poll's ticks are events: helpers/test-model.ts, helpers/delay-model.ts), then
// the timed part on XState's SimulatedClock: the composition's job read every 5 s while it runs.
// The screen's tests drive the same flows on the real page against the real server.

const formEvents = [
  { type: 'MODEL.CHOOSE', key: 'composer-offline', instrumentalOnly: true },
  { type: 'PROMPT.CHANGE', value: ' A calm piano piece ' },
  { type: 'PROMPT.CHANGE', value: '   ' },
  { type: 'PROMPT.CHANGE', value: 'x'.repeat(maxCompositionPrompt + 1) },
  { type: 'TAG.DRAFT', value: 'calm, pia' },
  { type: 'TAG.ADD' },
  { type: 'INSTRUMENTAL.SET', value: false },
  { type: 'SECONDS.CHANGE', value: 200 },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.createCompositions', output: { id: 'c1' } },
  { type: 'xstate.error.actor.createCompositions', error: new Error('Your workspace has run out of credits.') },
];
const previewEvents = [
  { type: 'SELECT', id: 'c2' },
  { type: 'SELECT', id: null },
  { type: 'xstate.done.actor.readComposition', output: { finished: false } },
  { type: 'xstate.done.actor.readComposition', output: { finished: true } },
  { type: 'xstate.error.actor.readComposition', error: new Error('offline') },
  { type: 'after.POLL' },
];
const titleEvents = [
  { type: 'RENAME.START' },
  { type: 'RENAME.SAVE', title: ' Rain ', current: 'A calm piano piece' },
  { type: 'RENAME.CANCEL' },
  { type: 'xstate.done.actor.renameComposition' },
  { type: 'xstate.error.actor.renameComposition', error: new Error('Composition not found.') },
];

const checks = {
  '*': (state: SnapshotFrom<typeof composerMachine>) => {
    const view = selectComposerFlow(state);
    // A refusal before sending names the problem in words; nothing typed is cleared.
    if (view.error && !state.matches({ form: 'creating' })) expect([promptMissing, promptTooLong, secondsOutOfRange, modelMissing, 'Your workspace has run out of credits.']).toContain(view.error);
    if (state.matches({ form: 'creating' })) {
      expect(view.creating).toBe(true);
      expect(view.model).toBe('composer-offline');
      // A second Compose while one is on its way sends nothing.
      expect(state.can({ type: 'SUBMIT' })).toBe(false);
    }
    // Vocals asked of the offline model are said to be impossible, before anything is sent.
    expect(view.vocalsNote).toBe(!view.instrumental && view.model ? offlineIsInstrumental : null);
    if (view.following) expect(view.selectedId).not.toBeNull();
    if (state.matches({ preview: 'none' })) expect(view.selectedId).toBeNull();
    if (state.matches({ title: 'saving' })) expect(view.savingTitle).toBe(true);
  },
};
// What tells two states apart for the flow: a model, the prompt's kind, the length's, a selection.
const facts = (s: SnapshotFrom<typeof composerMachine>) => [
  !!s.context.model, s.context.prompt.trim().length > 0 ? s.context.prompt.length > maxCompositionPrompt : null, s.context.seconds > 120, !!s.context.selectedId,
];

describe('composerMachine', () => {
  const paths = walkShortestPaths(delaysAsEvents(composerMachine), { input: {}, events: [...formEvents, ...previewEvents, ...titleEvents], facts }, checks);
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(30));
});

describe('composerMachine, its tags and checks', () => {
  it('makes chips on a comma and on Enter, drops repeats, and sends the draft with the rest', async () => {
    const sent: unknown[] = [];
    const machine = composerMachine.provide({
      actors: { createCompositions: fromPromise(async ({ input }) => (sent.push(input), { id: 'c1' })), readComposition: fromPromise<Progress, { id: string }>(async () => ({ finished: true })) },
    });
    const actor = createActor(machine, { input: {} }).start();
    try {
      actor.send({ type: 'TAG.DRAFT', value: 'calm, Piano,' });
      expect(selectComposerFlow(actor.getSnapshot())).toMatchObject({ tags: ['calm', 'Piano'], tagDraft: '' });
      actor.send({ type: 'TAG.DRAFT', value: 'calm' });
      actor.send({ type: 'TAG.ADD' });
      actor.send({ type: 'TAG.DRAFT', value: 'rain' });
      actor.send({ type: 'TAG.REMOVE', tag: 'Piano' });
      expect(selectComposerFlow(actor.getSnapshot())).toMatchObject({ tags: ['calm'], tagDraft: 'rain' });
      actor.send({ type: 'MODEL.CHOOSE', key: 'composer-offline', instrumentalOnly: true });
      actor.send({ type: 'PROMPT.CHANGE', value: ' Rainy day ' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches({ preview: 'settled' }));
      expect(sent).toEqual([expect.objectContaining({ prompt: 'Rainy day', tags: ['calm', 'rain'], instrumental: true, model: 'composer-offline', duration: 30 })]);
    } finally {
      actor.stop();
    }
  });

  it('names each problem of a request in words', () => {
    const ok = { prompt: 'Music', tags: [], tagDraft: '', seconds: 30, model: 'composer-offline' };
    expect(requestProblem(ok)).toBeNull();
    expect(requestProblem({ ...ok, prompt: ' ' })).toBe(promptMissing);
    expect(requestProblem({ ...ok, tags: Array.from({ length: 10 }, (_, i) => `t${i}`), tagDraft: 'one more' })).toBe(compositionTooManyTags);
    expect(requestProblem({ ...ok, seconds: 4 })).toBe(secondsOutOfRange);
    expect(requestProblem({ ...ok, seconds: 30.5 })).toBe(secondsOutOfRange);
    expect(requestProblem({ ...ok, model: null })).toBe(modelMissing);
  });
});

describe('composerMachine on a simulated clock', () => {
  it('reads a running composition every 5 s until it is done, and stops on leaving it', async () => {
    const clock = new SimulatedClock();
    const reads: string[] = [];
    let finished = false;
    const machine = composerMachine.provide({
      actors: {
        readComposition: fromPromise<Progress, { id: string }>(async ({ input }) => {
          reads.push(input.id);
          return { finished };
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { compositionId: 'c1' } }).start();
    try {
      await waitFor(actor, (s) => s.matches({ preview: 'waiting' }));
      expect(reads).toEqual(['c1']);
      clock.increment(POLL_MS - 1);
      expect(reads).toHaveLength(1);
      clock.increment(1);
      await waitFor(actor, (s) => s.matches({ preview: 'waiting' }) && reads.length === 2);
      finished = true;
      clock.increment(POLL_MS);
      await waitFor(actor, (s) => s.matches({ preview: 'settled' }));
      expect(selectComposerFlow(actor.getSnapshot()).following).toBe(false);
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(3);
      // Leaving for another that runs: that one is read; none: nothing more.
      finished = false;
      actor.send({ type: 'SELECT', id: null });
      clock.increment(POLL_MS * 5);
      expect(reads).toHaveLength(3);
    } finally {
      actor.stop();
    }
  });
});
