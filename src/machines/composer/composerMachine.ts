import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  compositionTagTooLong, compositionTooManyTags, defaultCompositionSeconds, maxCompositionPrompt, maxCompositionSeconds, maxCompositionTags, maxTagLength, minCompositionSeconds,
  offlineIsInstrumental, tagsOf,
} from '../../../contract/composer';
import { CompositionQuery, CreateCompositionsMutation, DeleteCompositionMutation, RenameCompositionMutation } from '../../gateway/composer/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';

// The Composer's flow (SPEC §2, §3, §9): a description, tags, instrumental or not, a music model
// and a length make compositions (jobs on the server), as voiceover's form: the request checked
// here (the prompt, at most 10 tags, the length within limits, a model), sent once, the server's
// refusal kept under it; nothing typed is cleared. Tags are typed into a draft and become chips on
// Enter or a comma. Vocals asked of an instrumental-only model (the offline one) are said to be
// impossible before anything is sent (`vocalsNote`). The composition made is announced
// (`created`) and the screen opens it; the one on show is read while its job runs and renamed by
// media/previewMachine, given `compositionCalls` below. The composition itself is never copied
// here: the screen reads it from the cache.

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

/** How the preview reads, renames and deletes one composition (previewMachine, deleteMachine). */
export const compositionCalls = itemCalls({ read: CompositionQuery, rename: RenameCompositionMutation, remove: DeleteCompositionMutation }, (data) => data.composition);

export type ComposerInput = WithGateway;

interface Context extends WithGateway, Request {
  instrumental: boolean;
  /** The chosen model makes instrumental music only (the offline one). */
  instrumentalOnly: boolean;
  error: string | null;
}

type Event =
  | { type: 'PROMPT.CHANGE'; value: string }
  | { type: 'TAG.DRAFT'; value: string }
  | { type: 'TAG.ADD' }
  | { type: 'TAG.REMOVE'; tag: string }
  | { type: 'INSTRUMENTAL.SET'; value: boolean }
  | { type: 'MODEL.CHOOSE'; key: string; instrumentalOnly: boolean }
  | { type: 'SECONDS.CHANGE'; value: number }
  | { type: 'SUBMIT' };

export const composerMachine = setup({
  types: { input: {} as ComposerInput, context: {} as Context, events: {} as Event, emitted: {} as { type: 'created'; id: string } },
  actors: {
    createCompositions: fromPromise<{ id: string }, WithGateway & { prompt: string; tags: string[]; instrumental: boolean; model: string; duration: number }>(async ({ input }) => {
      const { prompt, tags, instrumental, model, duration } = input;
      const result = await gatewayOf(input, 'composerMachine').mutation(CreateCompositionsMutation, { prompt, tags, instrumental, model, duration }).toPromise();
      if (result.error || !result.data?.createCompositions[0]) throw result.error ?? new Error('The composition could not be started.');
      return { id: result.data.createCompositions[0].id };
    }),
  },
  guards: {
    sendable: ({ context }) => requestProblem(context) === null,
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
}).createMachine({
  id: 'composer',
  initial: 'editing',
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
        // The screen opens the new composition, whose preview reads its job.
        onDone: { target: 'editing', actions: emit(({ event }) => ({ type: 'created' as const, id: event.output.id })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
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
});
