import { assertEvent, assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { maxRecordingSeconds, maxVoiceSampleBytes } from '../../../contract/voiceover';
import { CloneVoiceMutation } from '../../gateway/voiceover/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { convertRecording, MicrophoneError, openMicrophone, recordSample, type MicrophoneTrouble, type RecorderReport } from './recording';

// The voice clone modal (SPEC §4 "Voice clone", §5): closed → open, where a sample is recorded
// (the microphone asked for, then a visible timer and level meter; Stop, or 30 s) and converted
// to mono 16-bit WAV, or uploaded (5,242,880 bytes at most, audio or video); then name, locale,
// gender and consent, and Clone: the voice made, the modal closed, `cloned` told (the screen's
// toast; graphcache puts the voice on top of the list). A refusal — the sample's client codes
// here, the server's words after Clone — stays in the modal; nothing typed is lost.
// The media effects are actors from recording.ts, swapped by name in the model test.

export const SECOND_MS = 1_000;

/** SPEC §5's client codes for the sample; a microphone failure says which. */
export type SampleProblem = { code: 'file_size' | 'file_type' | 'conversion_error' } | { code: 'microphone_error'; trouble: MicrophoneTrouble };

/** The sample input's words for each code: what went wrong and what to do instead. */
export function sampleProblemText(problem: SampleProblem): string {
  switch (problem.code) {
    case 'file_size':
      return 'The sample is too large: 5 MB at most. Choose a shorter file, or record up to 30 seconds.';
    case 'file_type':
      return 'That file is not audio or video. Choose a recording (WAV, MP3, WebM, M4A…) or a video.';
    case 'conversion_error':
      return 'The recording could not be read. Record again, or upload a file instead.';
    case 'microphone_error':
      return problem.trouble === 'denied'
        ? 'Microphone access was refused. Allow it for this site in your browser, or upload a sample instead.'
        : problem.trouble === 'missing'
          ? 'No microphone was found. Connect one, or upload a sample instead.'
          : 'The microphone could not be started. Try again, or upload a sample instead.';
  }
}

/** A chosen file's problem before it is sent (SPEC §5); null when it can be the sample. */
export function uploadProblem(file: { size: number; type: string }): SampleProblem | null {
  if (!/^(audio|video)\//.test(file.type)) return { code: 'file_type' };
  if (file.size > maxVoiceSampleBytes) return { code: 'file_size' };
  return null;
}

export const nameMissing = 'Give the voice a name.';
export const consentMissing = "Tick the consent box: a voice is cloned only with its speaker's permission.";
export const sampleMissing = 'Record or upload a sample first.';

export interface CloneFields {
  name: string;
  locale: string;
  gender: string;
  consent: boolean;
}

interface Context extends WithGateway {
  fields: CloneFields;
  sample: File | null;
  problem: SampleProblem | null;
  /** Seconds recorded so far, and the last level heard (0–1). */
  seconds: number;
  level: number;
  stream: MediaStream | null;
  /** Why Clone was refused: the form's check or the server's words. */
  error: string | null;
}

type Event =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'FIELD.CHANGE'; fields: Partial<CloneFields> }
  | { type: 'RECORD' }
  | { type: 'STOP' }
  | { type: 'UPLOAD'; file: File }
  | { type: 'SUBMIT' }
  | RecorderReport;

const emptyFields: CloneFields = { name: '', locale: 'en-US', gender: '', consent: false };
const fresh = { fields: emptyFields, sample: null, problem: null, seconds: 0, level: 0, stream: null, error: null };

function formProblem(context: Context): string | null {
  if (!context.sample) return sampleMissing;
  if (!context.fields.name.trim()) return nameMissing;
  if (!context.fields.consent) return consentMissing;
  return null;
}

export const voiceCloneMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'cloned'; id: string },
  },
  actors: {
    openMicrophone,
    recordSample,
    convertRecording,
    cloneVoice: fromPromise<{ id: string }, WithGateway & { fields: CloneFields; sample: File }>(async ({ input }) => {
      const { name, locale, gender, consent } = input.fields;
      const result = await gatewayOf(input, 'voiceCloneMachine')
        .mutation(CloneVoiceMutation, { name: name.trim(), consent, sample: input.sample, locale: locale || null, gender: gender || null })
        .toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The voice could not be cloned.');
      return { id: result.data.cloneVoice.id };
    }),
  },
  guards: {
    acceptable: ({ event }) => {
      assertEvent(event, 'UPLOAD');
      return uploadProblem(event.file) === null;
    },
    complete: ({ context }) => formProblem(context) === null,
    lastSecond: ({ context }) => context.seconds + 1 >= maxRecordingSeconds,
  },
  actions: {
    takeUpload: assign(({ event }) => {
      assertEvent(event, 'UPLOAD');
      return { sample: event.file, problem: null, error: null };
    }),
    refuseUpload: assign(({ event }) => {
      assertEvent(event, 'UPLOAD');
      return { problem: uploadProblem(event.file) };
    }),
    refuse: assign({ error: ({ context }) => formProblem(context) }),
    tick: assign({ seconds: ({ context }) => context.seconds + 1 }),
    // The recorder hands over what it has (RECORDED) once told to stop.
    stopRecorder: sendTo('recorder', { type: 'STOP' }),
  },
  delays: { SECOND: SECOND_MS },
}).createMachine({
  id: 'voiceClone',
  context: ({ input }) => ({ client: input.client ?? null, ...fresh }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign(fresh) } },
    },
    open: {
      initial: 'idle',
      on: {
        'FIELD.CHANGE': { actions: assign(({ context, event }) => ({ fields: { ...context.fields, ...event.fields }, error: null })) },
      },
      states: {
        // No sample yet, or a sample set: record (again), upload, or Clone.
        idle: {
          on: {
            CLOSE: '#voiceClone.closed',
            RECORD: 'requesting',
            UPLOAD: [{ guard: 'acceptable', actions: 'takeUpload' }, { actions: 'refuseUpload' }],
            SUBMIT: [{ guard: 'complete', target: 'submitting' }, { actions: 'refuse' }],
          },
        },
        requesting: {
          tags: 'recording',
          entry: assign({ problem: null, error: null, seconds: 0, level: 0 }),
          on: { CLOSE: '#voiceClone.closed' },
          invoke: {
            id: 'openMicrophone',
            src: 'openMicrophone',
            onDone: { target: 'recording', actions: assign({ stream: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ problem: ({ event }) => ({ code: 'microphone_error' as const, trouble: event.error instanceof MicrophoneError ? event.error.trouble : 'failed' }) }),
            },
          },
        },
        recording: {
          tags: 'recording',
          invoke: { id: 'recorder', src: 'recordSample', input: ({ context }) => ({ stream: context.stream! }) },
          exit: assign({ stream: null, level: 0 }),
          on: {
            LEVEL: { actions: assign({ level: ({ event }) => event.value }) },
            RECORDED: { target: 'converting' },
            'RECORDER.FAILED': { target: 'idle', actions: assign({ problem: { code: 'microphone_error', trouble: 'failed' } }) },
            CLOSE: '#voiceClone.closed',
          },
          initial: 'capturing',
          states: {
            capturing: {
              on: { STOP: 'finishing' },
              // SPEC §5: a recording stops by itself at 30 s.
              after: { SECOND: [{ guard: 'lastSecond', target: 'finishing', actions: 'tick' }, { target: 'capturing', reenter: true, actions: 'tick' }] },
            },
            finishing: { entry: 'stopRecorder' },
          },
        },
        converting: {
          tags: 'recording',
          invoke: {
            id: 'convertRecording',
            src: 'convertRecording',
            input: ({ event }) => ({ blob: (event as { blob: Blob }).blob }),
            onDone: { target: 'idle', actions: assign({ sample: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ problem: { code: 'conversion_error' } }) },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'cloneVoice',
            src: 'cloneVoice',
            input: ({ context }) => ({ client: context.client, fields: context.fields, sample: context.sample! }),
            onDone: { target: '#voiceClone.closed', actions: emit(({ event }) => ({ type: 'cloned' as const, id: event.output.id })) },
            // The server's words (the cap, consent, an unreadable sample), in the modal.
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof voiceCloneMachine>;

/** What the modal shows (a view never reads the context). */
export const selectVoiceClone = (snapshot: Snapshot) => ({
  open: !snapshot.matches('closed'),
  fields: snapshot.context.fields,
  /** The sample as a file to play back, or null. */
  sample: snapshot.context.sample,
  problem: snapshot.context.problem ? sampleProblemText(snapshot.context.problem) : null,
  requesting: snapshot.matches({ open: 'requesting' }),
  recording: snapshot.matches({ open: 'recording' }),
  converting: snapshot.matches({ open: 'converting' }),
  seconds: snapshot.context.seconds,
  level: snapshot.context.level,
  submitting: snapshot.hasTag('busy'),
  error: snapshot.context.error,
});
