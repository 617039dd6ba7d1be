import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import {
  compositionTagTooLong, compositionTooManyTags, defaultCompositionSeconds, maxCompositionPrompt, maxCompositionSeconds, maxCompositionTags, maxTagLength, minCompositionSeconds,
  offlineIsInstrumental, tagsOf,
} from '../../../contract/composer';
import { isFinished } from '../../../contract/media';
import { CompositionQuery, CreateCompositionsMutation, DeleteCompositionMutation, RenameCompositionMutation } from '../../gateway/composer/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The Composer's flow (SPEC §2, §3, §9): a description, tags, instrumental or not, a music model
// and a length make compositions (jobs on the server). Three regions side by side, as voiceover's:
// - form: the request checked here (the prompt, at most 10 tags, the length within limits, a
//   model), sent once, the server's refusal kept under it; nothing typed is cleared. Tags are typed
//   into a draft and become chips on Enter or a comma. Vocals asked of an instrumental-only model
//   (the offline one) are said to be impossible before anything is sent (`vocalsOffline`).
// - preview: the selected composition (the address names it) is read again every 5 s while its
//   job runs (state below 3), through graphcache, so the history and the player show it as it
//   settles; leaving stops the reading.
// - title: renaming the composition on show.
// The composition itself is never copied here: the screen reads it from the cache by `selectedId`.

// SPEC §9: progress is polled every 5 s.
export const POLL_MS = 5_000;
export const promptMissing = 'Describe the music you want.';
export const promptTooLong = `The description is too long: ${maxCompositionPrompt} characters at most.`;
export const secondsOutOfRange = `Choose a length between ${minCompositionSeconds} and ${maxCompositionSeconds} seconds.`;
export const modelMissing = 'Choose a music model first.';

interface Request {
  prompt: string;
  tags: string[];
  tagDraft: string;
  seconds: number;
  model: string | null;
}

/** The tags with the draft still being typed. */
const allTags = ({ tags, tagDraft }: Pick<Request, 'tags' | 'tagDraft'>) => tagsOf([...tags, tagDraft]);

/** What is wrong with a request before it is sent, in words; null when it can go. */
export function requestProblem(request: Request): string | null {
  const prompt = request.prompt.trim();
  if (!prompt) return promptMissing;
  if ([...prompt].length > maxCompositionPrompt) return promptTooLong;
  const tags = allTags(request);
  if (tags.length > maxCompositionTags) return compositionTooManyTags;
  if (tags.some((tag) => [...tag].length > maxTagLength)) return compositionTagTooLong;
  if (!Number.isInteger(request.seconds) || request.seconds < minCompositionSeconds || request.seconds > maxCompositionSeconds) return secondsOutOfRange;
  if (!request.model) return modelMissing;
  return null;
}

/** Deletes one composition (useDelete's `remove`). */
export async function removeComposition(client: Client, id: string) {
  const result = await client.mutation(DeleteCompositionMutation, { id }).toPromise();
  if (result.error) throw result.error;
}

export interface ComposerInput extends WithGateway {
  compositionId?: string | null;
}

interface Context extends WithGateway, Request {
  instrumental: boolean;
  /** The chosen model makes instrumental music only (the offline one). */
  instrumentalOnly: boolean;
  error: string | null;
  selectedId: string | null;
  renameError: string | null;
}

type Event =
  | { type: 'PROMPT.CHANGE'; value: string }
  | { type: 'TAG.DRAFT'; value: string }
  | { type: 'TAG.ADD' }
  | { type: 'TAG.REMOVE'; tag: string }
  | { type: 'INSTRUMENTAL.SET'; value: boolean }
  | { type: 'MODEL.CHOOSE'; key: string; instrumentalOnly: boolean }
  | { type: 'SECONDS.CHANGE'; value: number }
  | { type: 'SUBMIT' }
  | { type: 'SELECT'; id: string | null }
  | { type: 'RENAME.START' }
  | { type: 'RENAME.SAVE'; title: string; current: string }
  | { type: 'RENAME.CANCEL' };

/** A read of the composition's job: finished or not (null: it is gone). */
export type Progress = { finished: boolean } | null;

export const composerMachine = setup({
  types: { input: {} as ComposerInput, context: {} as Context, events: {} as Event, emitted: {} as { type: 'created'; id: string } },
  actors: {
    createCompositions: fromPromise<{ id: string }, WithGateway & { prompt: string; tags: string[]; instrumental: boolean; model: string; duration: number }>(async ({ input }) => {
      const { prompt, tags, instrumental, model, duration } = input;
      const result = await gatewayOf(input, 'composerMachine').mutation(CreateCompositionsMutation, { prompt, tags, instrumental, model, duration }).toPromise();
      if (result.error || !result.data?.createCompositions[0]) throw result.error ?? new Error('The composition could not be started.');
      return { id: result.data.createCompositions[0].id };
    }),
    // From the network each time: the answer lands in graphcache, which the screen shows.
    readComposition: fromPromise<Progress, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'composerMachine').query(CompositionQuery, { id: input.id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      const composition = result.data?.composition;
      return composition ? { finished: isFinished(composition.state) } : null;
    }),
    renameComposition: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'composerMachine').mutation(RenameCompositionMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    sendable: ({ context }) => requestProblem(context) === null,
    another: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return event.id !== context.selectedId;
    },
    nothingSelected: ({ context }) => context.selectedId === null,
    // Done, failed or gone: nothing more to read.
    finished: ({ event }) => (event as unknown as { output: Progress }).output?.finished !== false,
    renamed: ({ event }) => {
      assertEvent(event, 'RENAME.SAVE');
      const title = event.title.trim();
      return title !== '' && title !== event.current;
    },
  },
  actions: {
    refuse: assign({ error: ({ context }) => requestProblem(context) }),
    // A comma closes the tags before it; what follows the last comma stays the draft.
    draftTags: assign(({ context, event }) => {
      assertEvent(event, 'TAG.DRAFT');
      const parts = event.value.split(',');
      const draft = parts.pop()!;
      return { tags: tagsOf([...context.tags, ...parts]), tagDraft: draft, error: null };
    }),
    addTag: assign(({ context }) => ({ tags: allTags(context), tagDraft: '', error: null })),
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'composer',
  type: 'parallel',
  context: ({ input }) => ({
    client: input.client ?? null,
    prompt: '',
    tags: [],
    tagDraft: '',
    instrumental: true,
    instrumentalOnly: false,
    seconds: defaultCompositionSeconds,
    model: null,
    error: null,
    selectedId: input.compositionId ?? null,
    renameError: null,
  }),
  on: {
    'PROMPT.CHANGE': { actions: assign(({ event }) => ({ prompt: event.value, error: null })) },
    'TAG.DRAFT': { actions: 'draftTags' },
    'TAG.ADD': { actions: 'addTag' },
    'TAG.REMOVE': { actions: assign(({ context, event }) => ({ tags: context.tags.filter((tag) => tag !== event.tag), error: null })) },
    'INSTRUMENTAL.SET': { actions: assign(({ event }) => ({ instrumental: event.value, error: null })) },
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.key, instrumentalOnly: event.instrumentalOnly, error: null })) },
    'SECONDS.CHANGE': { actions: assign(({ event }) => ({ seconds: event.value, error: null })) },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: { SUBMIT: [{ guard: 'sendable', target: 'creating', actions: 'addTag' }, { actions: 'refuse' }] },
        },
        creating: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'createCompositions',
            src: 'createCompositions',
            input: ({ context }) => ({
              client: context.client, prompt: context.prompt.trim(), tags: context.tags, instrumental: context.instrumental, model: context.model!, duration: context.seconds,
            }),
            // The new composition is selected, so the preview starts reading its job.
            onDone: {
              target: 'editing',
              actions: [assign({ selectedId: ({ event }) => event.output.id, renameError: null }), emit(({ event }) => ({ type: 'created' as const, id: event.output.id }))],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    preview: {
      initial: 'starting',
      on: {
        SELECT: { guard: 'another', target: '.starting', actions: assign({ selectedId: ({ event }) => event.id, renameError: null }) },
        // The composition just made (the form region selected it).
        'xstate.done.actor.createCompositions': '.starting',
      },
      states: {
        starting: { always: [{ guard: 'nothingSelected', target: 'none' }, { target: 'checking' }] },
        none: {},
        checking: {
          tags: 'following',
          invoke: {
            id: 'readComposition',
            src: 'readComposition',
            input: ({ context }) => ({ client: context.client, id: context.selectedId! }),
            onDone: [{ guard: 'finished', target: 'settled' }, { target: 'waiting' }],
            // A read that failed (offline a moment) is tried again at the next tick.
            onError: 'waiting',
          },
        },
        waiting: { tags: 'following', after: { POLL: 'checking' } },
        settled: {},
      },
    },
    title: {
      initial: 'viewing',
      on: { SELECT: { guard: 'another', target: '.viewing' } },
      states: {
        viewing: { on: { 'RENAME.START': { target: 'editing', actions: assign({ renameError: null }) } } },
        editing: {
          on: {
            'RENAME.SAVE': [{ guard: 'renamed', target: 'saving' }, { target: 'viewing' }],
            'RENAME.CANCEL': 'viewing',
          },
        },
        saving: {
          tags: 'renaming',
          invoke: {
            id: 'renameComposition',
            src: 'renameComposition',
            input: ({ context, event }) => ({ client: context.client, id: context.selectedId!, title: (event as { title: string }).title.trim() }),
            onDone: 'viewing',
            onError: { target: 'editing', actions: assign({ renameError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof composerMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectComposerFlow = (snapshot: Snapshot) => ({
  prompt: snapshot.context.prompt,
  tags: snapshot.context.tags,
  tagDraft: snapshot.context.tagDraft,
  instrumental: snapshot.context.instrumental,
  seconds: snapshot.context.seconds,
  model: snapshot.context.model,
  /** Said before sending: vocals asked of a model that makes instrumental music only. */
  vocalsNote: !snapshot.context.instrumental && snapshot.context.instrumentalOnly ? offlineIsInstrumental : null,
  error: snapshot.context.error,
  creating: snapshot.hasTag('busy'),
  selectedId: snapshot.context.selectedId,
  /** The selected composition's job is still being read. */
  following: snapshot.hasTag('following'),
  renaming: snapshot.matches({ title: 'editing' }) || snapshot.hasTag('renaming'),
  savingTitle: snapshot.hasTag('renaming'),
  renameError: snapshot.context.renameError,
});
