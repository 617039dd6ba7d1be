import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { tooManyTemplates } from '../../contract/tool-limits';
import { documentMachine, loginPathFor, PREFERRED_PRESETS_KEY } from '../../src/machines/writer/documentMachine';
import type { FollowInput, WriterDocument } from '../../src/machines/writer/followDocument';
import { readPins, writePins } from '../../src/lib/lists/pins';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through documentMachine, for the writer and for the coder, replayed on the
// real machine with its stream swapped for one the test plays: the stream's events (placeholder,
// token, stored, an error kept or not, the end) are sent as the gateway's callback would send
// them. Each state is checked against what the real actor holds, what it emitted and what its
// stream was asked (the form as sent, Stop passed on).

type Snapshot = SnapshotFrom<typeof documentMachine>;

const doc = (fields: Partial<WriterDocument> = {}): WriterDocument => ({
  id: 'd1',
  kind: 'document',
  title: 'Blog post: tea',
  content: '',
  presetId: 'preset-blog-post',
  language: null,
  model: 'local-assistant',
  status: 1,
  isProcessing: true,
  isIncomplete: false,
  createdAt: '2026-11-26T10:00:00Z',
  updatedAt: '2026-11-26T10:00:00Z',
  ...fields,
});

const events = [
  { type: 'SESSION', loggedIn: true, planPrice: 0 },
  { type: 'SESSION', loggedIn: false, planPrice: null },
  { type: 'PRESET.CHOOSE', presetId: 'p4' },
  { type: 'PRESET.PIN', presetId: 'p5' },
  { type: 'FIELD.CHANGE', name: 'topic', value: 'tea' },
  { type: 'SUBMIT' },
  { type: 'STOP' },
  { type: 'RESUME', documentId: 'd1' },
  { type: 'DOC.STARTED', document: doc() },
  { type: 'DOC.TOKEN', text: 'Tea.' },
  { type: 'DOC.STORED', document: doc({ content: 'Tea.', isProcessing: false }) },
  { type: 'DOC.FAILED', error: 'The document could not be written.', documentId: 'd1', kept: false, outOfCredits: false },
  { type: 'DOC.FAILED', error: 'The document could not be written.', documentId: 'd1', kept: true, outOfCredits: false },
  { type: 'DOC.FAILED', error: 'Your workspace has run out of credits.', documentId: null, kept: false, outOfCredits: true },
  { type: 'STREAM.END' },
];

const PREFERRED = ['p1', 'p2', 'p3'];
// The machine reads the preferred templates when it starts: the model starts from the same ones
// as every real actor below (three, so a 4th on the free plan is refused).
writePins(PREFERRED_PRESETS_KEY, PREFERRED);

// Stop is passed to the stream, which the model has not got.
const model = createTestModel(withoutEffects(documentMachine.provide({ actions: { passStop: () => {} } })), {
  input: { kind: 'document' },
  events: events as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.loggedIn, s.context.freePlan, s.context.presetId !== null, !!s.context.document, s.context.error !== null]),
} as never);

describe.each(['document', 'code'] as const)('documentMachine (%s)', (kind) => {
  beforeEach(() => writePins(PREFERRED_PRESETS_KEY, PREFERRED));
  afterEach(() => writePins(PREFERRED_PRESETS_KEY, []));

  writePins(PREFERRED_PRESETS_KEY, PREFERRED);
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(10));

  for (const path of paths) {
    it(pathName(path), async () => {
      const asked: FollowInput[] = [];
      const stops: number[] = [];
      const follow = fromCallback<{ type: 'STOP' }, FollowInput>(({ input, receive }) => {
        asked.push(input);
        receive(() => stops.push(asked.length));
      });
      const actor = createActor(documentMachine.provide({ actors: { followDocument: follow } }), { input: { kind } }).start();
      const emitted: Array<{ type: string; [key: string]: unknown }> = [];
      actor.on('*', (event) => emitted.push(event));
      const expectLike = (state: Snapshot) => {
        const real = actor.getSnapshot();
        expect(real.value).toEqual(state.value);
        expect(real.context.error !== null).toBe(state.context.error !== null);
        expect(!!real.context.document).toBe(!!state.context.document);
      };
      try {
        await path.test({
          events: Object.fromEntries(events.map((event) => [event.type, ({ event: step }: { event: typeof event }) => void actor.send(step as never)])),
          states: {
            idle: async (state: Snapshot) => {
              expectLike(state);
              expect(actor.getSnapshot().hasTag('form')).toBe(true);
              const last = emitted.at(-1);
              const { error, outOfCredits } = actor.getSnapshot().context;
              expect(outOfCredits).toBe(!!error?.startsWith('Your workspace'));
              // A placeholder dropped by the server leaves the tabs and the address.
              if (state.context.error && last?.type === 'removed') expect(last).toEqual({ type: 'removed', id: 'd1' });
              if (last?.type === 'loginRequired') expect(last.path).toBe(loginPathFor(kind, state.context.presetId));
              if (last?.type === 'refused') {
                expect(last.message).toBe(tooManyTemplates);
                expect(readPins(PREFERRED_PRESETS_KEY)).toEqual(PREFERRED);
              }
            },
            'streaming.writing': async (state: Snapshot) => {
              expectLike(state);
              const input = asked.at(-1)!;
              expect(input.mode).toBe('write');
              if (input.mode === 'write') expect(input.input.kind).toBe(kind);
              if (input.mode === 'write' && kind === 'code') expect(input.input).toMatchObject({ language: 'javascript' });
              // Submit again while writing: ignored, no second stream.
              const streams = asked.length;
              actor.send({ type: 'SUBMIT' });
              expect(asked.length).toBe(streams);
            },
            'streaming.resuming': async (state: Snapshot) => {
              expectLike(state);
              expect(asked.at(-1)).toMatchObject({ mode: 'resume', documentId: 'd1' });
            },
            'streaming.stopping': async (state: Snapshot) => {
              expectLike(state);
              expect(stops.at(-1)).toBe(asked.length);
            },
            done: async (state: Snapshot) => {
              expectLike(state);
              expect(actor.getSnapshot().hasTag('done')).toBe(true);
            },
          },
        });
      } finally {
        actor.stop();
      }
    });
  }
});

describe('preferred templates', () => {
  afterEach(() => writePins(PREFERRED_PRESETS_KEY, []));

  it('are kept in browser storage; on the free plan a 4th is refused, on a paid plan it is kept', () => {
    writePins(PREFERRED_PRESETS_KEY, []);
    const free = createActor(documentMachine, { input: { kind: 'document' } }).start();
    const refused: string[] = [];
    free.on('refused', (event) => refused.push(event.message));
    free.send({ type: 'SESSION', loggedIn: true, planPrice: 0 });
    for (const id of ['p1', 'p2', 'p3', 'p1']) free.send({ type: 'PRESET.CHOOSE', presetId: id });
    expect(readPins(PREFERRED_PRESETS_KEY)).toEqual(['p1', 'p2', 'p3']);
    free.send({ type: 'PRESET.CHOOSE', presetId: 'p4' });
    expect([refused, free.getSnapshot().context.presetId]).toEqual([[tooManyTemplates], 'p1']);
    free.send({ type: 'PRESET.FORGET', presetId: 'p2' });
    free.send({ type: 'PRESET.CHOOSE', presetId: 'p4' });
    expect(readPins(PREFERRED_PRESETS_KEY)).toEqual(['p1', 'p3', 'p4']);
    // The gallery's Pin follows the same rule, and pins without choosing.
    free.send({ type: 'PRESET.PIN', presetId: 'p5' });
    expect([refused, readPins(PREFERRED_PRESETS_KEY)]).toEqual([[tooManyTemplates, tooManyTemplates], ['p1', 'p3', 'p4']]);
    free.send({ type: 'PRESET.FORGET', presetId: 'p1' });
    free.send({ type: 'PRESET.PIN', presetId: 'p5' });
    expect([free.getSnapshot().context.presetId, readPins(PREFERRED_PRESETS_KEY)]).toEqual(['p4', ['p3', 'p4', 'p5']]);
    free.send({ type: 'PRESET.FORGET', presetId: 'p5' });
    free.send({ type: 'PRESET.PIN', presetId: 'p1' });
    free.stop();

    const paid = createActor(documentMachine, { input: { kind: 'document' } }).start();
    paid.send({ type: 'SESSION', loggedIn: true, planPrice: 29 });
    paid.send({ type: 'PRESET.CHOOSE', presetId: 'p5' });
    expect(readPins(PREFERRED_PRESETS_KEY)).toEqual(['p3', 'p4', 'p1', 'p5']);
    paid.stop();
  });

  it('a logged-out Submit goes to the login and comes back to the template', () => {
    expect(loginPathFor('document', 'preset-blog-post')).toBe('/login?redirect=/writer/preset-blog-post');
    expect(loginPathFor('code', null)).toBe('/login?redirect=/app/coder');
  });
});
