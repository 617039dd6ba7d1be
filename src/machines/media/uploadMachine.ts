import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { mediaUploadRefusal } from '../../../contract/media-upload';
import { errorStatus, errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Uploading one audio or video file to a media tool (the transcriber, the voice isolator; SPEC §5
// "Transcriber file"): a file chosen (or dropped) is checked in the browser first — too large or
// not audio/video is refused with the SPEC's words and nothing is sent — then the form's Submit
// sends it with the form's fields through the gateway; the item made is told (`uploaded`: the
// screen selects it, graphcache puts it on top of the history) and the form is ready for the
// next file; a refusal keeps the file and fields, in the server's words, with Try again.
// Each tool gives the machine how it uploads (`upload`, a function over the gateway client, like
// deleteMachine's `remove`) and what its fields are.

/** The form's other fields as the tool's mutation takes them (a model, a language…). */
export type UploadFields = Record<string, string | null>;

/** What an upload made: at least its id (the tool's item, as its mutation answered). */
export interface Uploaded {
  id: string;
}

/** How a tool uploads a file with its fields; throws with the server's words when refused. */
export type Upload = (client: Client, file: File, fields: UploadFields) => Promise<Uploaded>;

export interface UploadInput extends WithGateway {
  upload: Upload;
}

export const fileMissing = 'Choose an audio or video file first.';

interface Context extends UploadInput {
  file: File | null;
  fields: UploadFields;
  /** The browser's refusal of the chosen file (SPEC's words), or "choose a file first". */
  refusal: string | null;
  /** The server's words for a failed upload; whether it failed for want of credits. */
  error: string | null;
  outOfCredits: boolean;
}

type Event = { type: 'CHOOSE'; file: File } | { type: 'SUBMIT'; fields: UploadFields } | { type: 'RETRY' } | { type: 'CLEAR' };

const choose = { CHOOSE: { target: '#upload.checking', actions: 'takeFile' } } as const;

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'uploaded'; item: Uploaded },
  },
  actors: {
    upload: fromPromise<Uploaded, UploadInput & { file: File; fields: UploadFields }>(({ input }) =>
      input.upload(gatewayOf(input, 'uploadMachine'), input.file, input.fields),
    ),
  },
  guards: {
    refused: ({ context }) => !context.file || mediaUploadRefusal(context.file) !== null,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { file: event.file, refusal: null, error: null, outOfCredits: false };
    }),
    refuse: assign({ refusal: ({ context }) => (context.file ? mediaUploadRefusal(context.file) : fileMissing) }),
    takeFields: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { fields: event.fields, error: null, outOfCredits: false };
    }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ client: input.client ?? null, upload: input.upload, file: null, fields: {}, refusal: null, error: null, outOfCredits: false }),
  initial: 'idle',
  states: {
    // No file yet, or a file refused: choose (again).
    idle: {
      on: { ...choose, SUBMIT: { actions: 'refuse' } },
    },
    // The browser's check of a chosen file (size, then type); nothing is sent.
    checking: {
      always: [{ guard: 'refused', target: 'idle', actions: 'refuse' }, { target: 'ready' }],
    },
    // A file that may go: Submit sends it with the form's fields.
    ready: {
      on: { ...choose, CLEAR: { target: 'idle', actions: assign({ file: null }) }, SUBMIT: { target: 'uploading', actions: 'takeFields' } },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ client: context.client, upload: context.upload, file: context.file!, fields: context.fields }),
        onDone: { target: 'done', actions: [emit(({ event }) => ({ type: 'uploaded' as const, item: event.output })), assign({ file: null })] },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorText(event.error), outOfCredits: errorStatus(event.error) === 402 })) },
      },
    },
    // Sent and made: the form is empty again for the next file.
    done: {
      on: { ...choose, SUBMIT: { actions: 'refuse' } },
    },
    // The server's words; the file and fields are kept for Try again (or another file, or new fields).
    failed: {
      on: { ...choose, RETRY: 'uploading', SUBMIT: { target: 'uploading', actions: 'takeFields' }, CLEAR: { target: 'idle', actions: assign({ file: null, error: null, outOfCredits: false }) } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof uploadMachine>;

/** What the form shows of the upload (a view never reads the context). */
export const selectUpload = (snapshot: Snapshot) => ({
  file: snapshot.context.file,
  refusal: snapshot.context.refusal,
  uploading: snapshot.hasTag('busy'),
  error: snapshot.matches('failed') ? snapshot.context.error : null,
  outOfCredits: snapshot.matches('failed') && snapshot.context.outOfCredits,
  canRetry: snapshot.matches('failed'),
});
