import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { compositionTooManyTags, maxCompositionPrompt, offlineIsInstrumental } from '../../contract/composer';
import {
  composerMachine, modelMissing, promptMissing, promptTooLong, requestProblem, secondsOutOfRange, selectComposerFlow,
} from '../../src/machines/composer/composerMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the Composer's form, walked on the machine itself (the effects'
// answers are events: helpers/test-model.ts). The composition on show is previewMachine's
// (previewMachine.model.test.ts). The screen's tests drive them on the real page against the real server.

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
const checks = {
  '*': (state: SnapshotFrom<typeof composerMachine>) => {
    const view = selectComposerFlow(state);
    // A refusal before sending names the problem in words; nothing typed is cleared.
    if (view.error && !state.matches('creating')) expect([promptMissing, promptTooLong, secondsOutOfRange, modelMissing, 'Your workspace has run out of credits.']).toContain(view.error);
    if (state.matches('creating')) {
      expect(view.creating).toBe(true);
      expect(view.model).toBe('composer-offline');
      // A second Compose while one is on its way sends nothing.
      expect(state.can({ type: 'SUBMIT' })).toBe(false);
    }
    // Vocals asked of the offline model are said to be impossible, before anything is sent.
    expect(view.vocalsNote).toBe(!view.instrumental && view.model ? offlineIsInstrumental : null);
  },
};
// What tells two states apart for the flow: a model, the prompt's kind, the length's.
const facts = (s: SnapshotFrom<typeof composerMachine>) => [
  !!s.context.model, s.context.prompt.trim().length > 0 ? s.context.prompt.length > maxCompositionPrompt : null, s.context.seconds > 120,
];

describe('composerMachine', () => {
  const paths = walkShortestPaths(composerMachine, { input: {}, events: formEvents, facts }, checks);
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(15));
});

describe('composerMachine, its tags and checks', () => {
  it('makes chips on a comma and on Enter, drops repeats, and sends the draft with the rest', async () => {
    const sent: unknown[] = [];
    const machine = composerMachine.provide({
      actors: { createCompositions: fromPromise(async ({ input }) => (sent.push(input), { id: 'c1' })) },
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
      await waitFor(actor, (s) => s.matches('editing') && sent.length === 1);
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
