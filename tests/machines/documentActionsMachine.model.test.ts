import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { documentActionsMachine } from '../../src/machines/writer/documentActionsMachine';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through documentActionsMachine (rename and copy; the delete after a
// confirmation is deleteMachine's, deleteMachine.model.test.tsx), replayed on the real machine
// with its two calls swapped for ones the test settles: what is asked (the trimmed title, the
// text copied) and what the screen is told.

type Snapshot = SnapshotFrom<typeof documentActionsMachine>;

const events = [
  { type: 'RENAME', title: 'Blog post: tea' },
  { type: 'TITLE.CHANGE', value: '  Tea  ' },
  { type: 'TITLE.CHANGE', value: ' ' },
  { type: 'SAVE' },
  { type: 'CANCEL' },
  { type: 'COPY', text: '# Tea' },
  { type: 'xstate.done.actor.rename' },
  { type: 'xstate.error.actor.rename', error: new Error('Title is required.') },
  { type: 'xstate.done.actor.copy' },
  { type: 'xstate.error.actor.copy', error: new Error('Clipboard blocked.') },
];

const model = createTestModel(withoutEffects(documentActionsMachine), {
  input: { kind: 'document', documentId: 'd1' },
  events: events as never,
  serializeState: serializeBy((s: Snapshot) => [s.context.title.trim() !== '']),
} as never);

describe('documentActionsMachine', () => {
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(6));

  for (const path of paths) {
    it(pathName(path), async () => {
      const calls: string[] = [];
      const settle: Record<string, { resolve: () => void; reject: (error: unknown) => void }> = {};
      const held = (name: string) =>
        // Each call's own input type differs; the test reads the one field that matters.
        fromPromise<void, { title?: string; text?: string; id?: string }>(({ input }) => {
          calls.push(`${name} ${JSON.stringify(input.title ?? input.text ?? input.id)}`);
          return new Promise<void>((resolve, reject) => (settle[name] = { resolve, reject }));
        }) as never;
      const actor = createActor(documentActionsMachine.provide({ actors: { rename: held('rename'), copy: held('copy') } }), {
        input: { kind: 'document', documentId: 'd1' },
      }).start();
      const emitted: Array<{ type: string }> = [];
      actor.on('*', (event) => emitted.push(event));
      const drive = (step: { type: string; error?: unknown }) => {
        const [, outcome, , name] = step.type.split('.');
        if (step.type.startsWith('xstate.')) {
          if (outcome === 'done') settle[name!]!.resolve();
          else settle[name!]!.reject(step.error);
          return new Promise((resolve) => setTimeout(resolve, 0));
        }
        actor.send(step as never);
      };
      try {
        await path.test({
          events: Object.fromEntries(events.map((event) => [event.type, ({ event: step }: { event: { type: string } }) => drive(step)])),
          states: {
            idle: () => {
              expect(actor.getSnapshot().value).toBe('idle');
              const last = emitted.at(-1);
              if (last?.type === 'failed') expect(calls.length).toBeGreaterThan(0);
              if (last?.type === 'copied') expect(calls.at(-1)).toBe('copy "# Tea"');
            },
            renaming: (state: Snapshot) => {
              expect(actor.getSnapshot().value).toBe('renaming');
              expect(actor.getSnapshot().context.title.trim() !== '').toBe(state.context.title.trim() !== '');
            },
            saving: () => {
              expect(actor.getSnapshot().hasTag('busy')).toBe(true);
              // The title as typed, trimmed.
              expect(calls.at(-1)).toBe(`rename ${JSON.stringify(actor.getSnapshot().context.title.trim())}`);
            },
            copying: () => expect(calls.at(-1)).toBe('copy "# Tea"'),
          },
        });
      } finally {
        actor.stop();
      }
    });
  }
});
