import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { maxSpeechPrompt } from '../../../contract/voiceover';
import { CreateSpeechMutation, DeleteSpeechMutation, RenameSpeechMutation, SpeechQuery } from '../../gateway/voiceover/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';

// Voiceover's form (SPEC §2, §4): a voice and a prompt make a speech (a job on the server). The
// prompt is checked here (trimmed, not empty, 5,000 characters at most), sent once, the server's
// refusal kept under it; the prompt stays after a speech is made or fails, so nothing typed is
// lost. The speech made is announced (`created`) and the screen opens it; the speech on show is
// read while its job runs and renamed by media/previewMachine, given `speechCalls` below. The
// speech itself is never copied here: the screen reads it from the cache.

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

/** How the preview reads, renames and deletes one speech (previewMachine, deleteMachine). */
export const speechCalls = itemCalls({ read: SpeechQuery, rename: RenameSpeechMutation, remove: DeleteSpeechMutation }, (data) => data.speech);

export interface SpeechInput extends WithGateway {
  voiceId?: string | null;
}

interface Context extends WithGateway {
  voiceId: string | null;
  prompt: string;
  error: string | null;
}

type Event = { type: 'VOICE.CHOOSE'; id: string } | { type: 'PROMPT.CHANGE'; value: string } | { type: 'SUBMIT' };

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
  },
  guards: {
    sendable: ({ context }) => promptProblem(context.prompt, context.voiceId) === null,
  },
  actions: {
    refuse: assign({ error: ({ context }) => promptProblem(context.prompt, context.voiceId) }),
  },
}).createMachine({
  id: 'speech',
  initial: 'editing',
  context: ({ input }) => ({
    client: input.client ?? null,
    voiceId: input.voiceId ?? null,
    prompt: '',
    error: null,
  }),
  on: {
    'VOICE.CHOOSE': { actions: assign(({ event }) => ({ voiceId: event.id, error: null })) },
    'PROMPT.CHANGE': { actions: assign(({ event }) => ({ prompt: event.value, error: null })) },
  },
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
        // The screen opens the new speech, whose preview reads its job.
        onDone: { target: 'editing', actions: emit(({ event }) => ({ type: 'created' as const, id: event.output.id })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
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
});
