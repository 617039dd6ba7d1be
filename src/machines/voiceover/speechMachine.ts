import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { isFinished } from '../../../contract/media';
import { maxSpeechPrompt } from '../../../contract/voiceover';
import { CreateSpeechMutation, DeleteSpeechMutation, RenameSpeechMutation, SpeechQuery } from '../../gateway/voiceover/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Voiceover's flow (SPEC §2, §4): a voice and a prompt make a speech (a job on the server).
// Three regions side by side:
// - form: the prompt checked here (trimmed, not empty, 5,000 characters at most), sent once, the
//   server's refusal kept under it; the prompt stays after a speech is made or fails, so nothing
//   typed is lost.
// - preview: the selected speech (the address names it) is read again every 5 s while its job
//   runs (state below 3), through graphcache, so the history and the player show it as it
//   settles. Leaving stops the reading (the actor stops); selecting an unfinished speech again —
//   after a reload, say, since the job survives a restart — starts it again.
// - title: renaming the speech on show.
// The speech itself is never copied here: the screen reads it from the cache by `selectedId`.

// SPEC §9: progress is polled every 5 s.
export const POLL_MS = 5_000;
export const promptMissing = 'Type what the voice should say.';
export const promptTooLong = `The text is too long: ${maxSpeechPrompt.toLocaleString('en-US')} characters at most.`;
export const voiceMissing = 'Choose a voice first.';

/** What is wrong with a prompt before it is sent, in words; null when it can go. */
export function promptProblem(prompt: string, voiceId: string | null): string | null {
  const text = prompt.trim();
  if (!text) return promptMissing;
  if (text.length > maxSpeechPrompt) return promptTooLong;
  if (!voiceId) return voiceMissing;
  return null;
}

/** Deletes one speech (deleteMachine's `remove`). */
export async function removeSpeech(client: Client, id: string) {
  const result = await client.mutation(DeleteSpeechMutation, { id }).toPromise();
  if (result.error) throw result.error;
}

export interface SpeechInput extends WithGateway {
  voiceId?: string | null;
  speechId?: string | null;
}

interface Context extends WithGateway {
  voiceId: string | null;
  prompt: string;
  error: string | null;
  selectedId: string | null;
  renameError: string | null;
}

type Event =
  | { type: 'VOICE.CHOOSE'; id: string }
  | { type: 'PROMPT.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SELECT'; id: string | null }
  | { type: 'RENAME.START' }
  | { type: 'RENAME.SAVE'; title: string; current: string }
  | { type: 'RENAME.CANCEL' };

/** A read of the speech's job: finished or not (null: it is gone). */
export type Progress = { finished: boolean } | null;

export const speechMachine = setup({
  types: {
    input: {} as SpeechInput,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'created'; id: string },
  },
  actors: {
    createSpeech: fromPromise<{ id: string }, WithGateway & { voiceId: string; prompt: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'speechMachine').mutation(CreateSpeechMutation, { voiceId: input.voiceId, prompt: input.prompt }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The speech could not be started.');
      return { id: result.data.createSpeech.id };
    }),
    // From the network each time: the answer lands in graphcache, which the screen shows.
    readSpeech: fromPromise<Progress, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'speechMachine').query(SpeechQuery, { id: input.id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      const speech = result.data?.speech;
      return speech ? { finished: isFinished(speech.state) } : null;
    }),
    renameSpeech: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'speechMachine').mutation(RenameSpeechMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    sendable: ({ context }) => promptProblem(context.prompt, context.voiceId) === null,
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
    refuse: assign({ error: ({ context }) => promptProblem(context.prompt, context.voiceId) }),
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'speech',
  type: 'parallel',
  context: ({ input }) => ({
    client: input.client ?? null,
    voiceId: input.voiceId ?? null,
    prompt: '',
    error: null,
    selectedId: input.speechId ?? null,
    renameError: null,
  }),
  on: {
    'VOICE.CHOOSE': { actions: assign(({ event }) => ({ voiceId: event.id, error: null })) },
    'PROMPT.CHANGE': { actions: assign(({ event }) => ({ prompt: event.value, error: null })) },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: { SUBMIT: [{ guard: 'sendable', target: 'creating' }, { actions: 'refuse' }] },
        },
        creating: {
          tags: 'busy',
          entry: assign({ error: null }),
          invoke: {
            id: 'createSpeech',
            src: 'createSpeech',
            input: ({ context }) => ({ client: context.client, voiceId: context.voiceId!, prompt: context.prompt.trim() }),
            // The new speech is selected, so the preview starts reading its job.
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
        // The speech just made (the form region selected it).
        'xstate.done.actor.createSpeech': '.starting',
      },
      states: {
        starting: { always: [{ guard: 'nothingSelected', target: 'none' }, { target: 'checking' }] },
        none: {},
        checking: {
          tags: 'following',
          invoke: {
            id: 'readSpeech',
            src: 'readSpeech',
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
            id: 'renameSpeech',
            src: 'renameSpeech',
            input: ({ context, event }) => ({ client: context.client, id: context.selectedId!, title: (event as { title: string }).title.trim() }),
            onDone: 'viewing',
            onError: { target: 'editing', actions: assign({ renameError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof speechMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectSpeechFlow = (snapshot: Snapshot) => ({
  voiceId: snapshot.context.voiceId,
  prompt: snapshot.context.prompt,
  error: snapshot.context.error,
  creating: snapshot.hasTag('busy'),
  selectedId: snapshot.context.selectedId,
  /** The selected speech's job is still being read. */
  following: snapshot.hasTag('following'),
  renaming: snapshot.matches({ title: 'editing' }) || snapshot.hasTag('renaming'),
  savingTitle: snapshot.hasTag('renaming'),
  renameError: snapshot.context.renameError,
});
