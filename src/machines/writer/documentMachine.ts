import { assertEvent, assign, emit, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { DocumentKind, WriteDocumentInput } from '../../gateway/generated/graphql';
import { codeLanguages, maxFreePlanTemplates, tooManyTemplates } from '../../../contract/tool-limits';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';
import type { WithGateway } from '../gatewayClient';
import { followDocument, type StreamEvent, type WriterDocument } from './followDocument';

// One flow for the writer and the coder (SPEC §2, §4), parameterised by kind: the form (a
// preset's fields, or the coder's prompt and language), a document streamed as it is written
// (idle → streaming → done), Stop, and re-attaching after a reload to one still being written.
//
// - A second Submit while a document streams is ignored: one document per press.
// - On an error the form comes back. The gateway says whether the server kept the document (text
//   had arrived: it stays, marked incomplete, nothing a user made is lost) or dropped its
//   placeholder, which graphcache then takes out of the tabs and the screen leaves.
// - Out of credits (402): the chat's message, and the view links to the plans.
// - Logged out, Submit asks the screen to go to the login, which brings the user back here.
// - Preferred templates (SPEC §6 preferredPresets) are kept in browser storage; on the free plan
//   (main plan price 0) a 4th is refused with 'Maximum 3 templates are allowed', as the server
//   refuses a 4th template's document. They are the template gallery's pins: choosing a template
//   pins it, the gallery's Pin and Unpin add and take one off, under the same rule.

/** Where preferred templates are kept (lib/lists/pins: an ordered id list in browser storage). */
export const PREFERRED_PRESETS_KEY = 'preferredPresets';

export interface DocumentMachineInput extends WithGateway {
  kind: DocumentKind;
  /** A catalogue model key (`?model=` in the address, as the chat takes it); the server's default when absent. */
  model?: string | null;
}

interface Context extends WithGateway {
  kind: DocumentKind;
  model: string | null;
  /** The writer's chosen template; null is a free prompt. */
  presetId: string | null;
  fields: Record<string, string>;
  prompt: string;
  language: string;
  preferred: string[];
  /** From `me` (SESSION); the screen holds Submit until it knows. */
  loggedIn: boolean;
  /** The workspace's main plan costs nothing (SPEC §6 "free plan"). */
  freePlan: boolean;
  /** The document streaming, or the last one written here. */
  document: WriterDocument | null;
  error: string | null;
  outOfCredits: boolean;
}

type Event =
  | { type: 'SESSION'; loggedIn: boolean; planPrice: number | null }
  | { type: 'PRESET.CHOOSE'; presetId: string | null }
  | { type: 'PRESET.PIN'; presetId: string }
  | { type: 'PRESET.FORGET'; presetId: string }
  | { type: 'FIELD.CHANGE'; name: string; value: string }
  | { type: 'PROMPT.CHANGE'; value: string }
  | { type: 'LANGUAGE.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'STOP' }
  | { type: 'RESUME'; documentId: string }
  | StreamEvent;

type Emitted =
  | { type: 'started'; id: string }
  | { type: 'written'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'loginRequired'; path: string }
  | { type: 'refused'; message: string };

/** Where a logged-out Submit comes back to after the login (SPEC §2: /writer/{presetId}). */
export function loginPathFor(kind: DocumentKind, presetId: string | null): string {
  const back = kind === 'code' ? '/app/coder' : presetId ? `/writer/${presetId}` : '/writer';
  return `/login?redirect=${back}`;
}

export const documentMachine = setup({
  types: { input: {} as DocumentMachineInput, context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: { followDocument },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    templateRefused: ({ context, event }) => {
      assertEvent(event, ['PRESET.CHOOSE', 'PRESET.PIN']);
      const id = event.presetId;
      return !!id && context.freePlan && !context.preferred.includes(id) && context.preferred.length >= maxFreePlanTemplates;
    },
    kept: ({ event }) => event.type === 'DOC.FAILED' && event.kept,
    hadPlaceholder: ({ event }) => event.type === 'DOC.FAILED' && !!event.documentId,
  },
  actions: {
    session: assign(({ event }) => {
      assertEvent(event, 'SESSION');
      return { loggedIn: event.loggedIn, freePlan: event.planPrice === 0 };
    }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'PRESET.CHOOSE');
      const changed = event.presetId !== context.presetId;
      const preferred = event.presetId ? pin(context.preferred, event.presetId) : context.preferred;
      return { presetId: event.presetId, fields: changed ? {} : context.fields, preferred, error: null, outOfCredits: false };
    }),
    pinTemplate: assign(({ context, event }) => {
      assertEvent(event, 'PRESET.PIN');
      return { preferred: pin(context.preferred, event.presetId) };
    }),
    forget: assign(({ context, event }) => {
      assertEvent(event, 'PRESET.FORGET');
      return { preferred: unpin(context.preferred, event.presetId) };
    }),
    keepPreferred: ({ context }) => writePins(PREFERRED_PRESETS_KEY, context.preferred),
    refuseTemplate: emit({ type: 'refused' as const, message: tooManyTemplates }),
    field: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      return { fields: { ...context.fields, [event.name]: event.value } };
    }),
    prompt: assign(({ event }) => {
      assertEvent(event, 'PROMPT.CHANGE');
      return { prompt: event.value };
    }),
    language: assign(({ event }) => {
      assertEvent(event, 'LANGUAGE.CHANGE');
      return { language: event.value };
    }),
    askLogin: emit(({ context }) => ({ type: 'loginRequired' as const, path: loginPathFor(context.kind, context.presetId) })),
    started: assign(({ event }) => {
      assertEvent(event, 'DOC.STARTED');
      return { document: event.document };
    }),
    announceStart: emit(({ event }) => {
      assertEvent(event, 'DOC.STARTED');
      return { type: 'started' as const, id: event.document.id };
    }),
    token: assign(({ context, event }) => {
      assertEvent(event, 'DOC.TOKEN');
      return { document: context.document && { ...context.document, content: context.document.content + event.text } };
    }),
    stored: assign(({ event }) => {
      assertEvent(event, 'DOC.STORED');
      return { document: event.document };
    }),
    announceWritten: emit(({ event }) => {
      assertEvent(event, 'DOC.STORED');
      return { type: 'written' as const, id: event.document.id };
    }),
    failed: assign(({ event }) => {
      assertEvent(event, 'DOC.FAILED');
      return { error: event.error, outOfCredits: event.outOfCredits };
    }),
    announceRemoved: emit(({ event }) => {
      assertEvent(event, 'DOC.FAILED');
      return { type: 'removed' as const, id: event.documentId! };
    }),
    forgetDocument: assign({ document: null }),
    passStop: sendTo('follow', { type: 'STOP' }),
  },
}).createMachine({
  id: 'document',
  context: ({ input }) => ({
    client: input.client ?? null,
    kind: input.kind,
    model: input.model ?? null,
    presetId: null,
    fields: {},
    prompt: '',
    language: codeLanguages[0],
    preferred: readPins(PREFERRED_PRESETS_KEY),
    loggedIn: false,
    freePlan: false,
    document: null,
    error: null,
    outOfCredits: false,
  }),
  initial: 'idle',
  on: {
    SESSION: { actions: 'session' },
    'PRESET.CHOOSE': [{ guard: 'templateRefused', actions: 'refuseTemplate' }, { actions: ['choose', 'keepPreferred'] }],
    'PRESET.PIN': [{ guard: 'templateRefused', actions: 'refuseTemplate' }, { actions: ['pinTemplate', 'keepPreferred'] }],
    'PRESET.FORGET': { actions: ['forget', 'keepPreferred'] },
    'FIELD.CHANGE': { actions: 'field' },
    'PROMPT.CHANGE': { actions: 'prompt' },
    'LANGUAGE.CHANGE': { actions: 'language' },
  },
  states: {
    idle: {
      tags: 'form',
      on: {
        SUBMIT: [{ guard: 'loggedOut', actions: 'askLogin' }, { target: 'streaming.writing' }],
        RESUME: 'streaming.resuming',
      },
    },
    streaming: {
      tags: 'busy',
      entry: assign({ error: null, outOfCredits: false }),
      // No SUBMIT here: a second press while one is written is ignored.
      invoke: {
        id: 'follow',
        src: 'followDocument',
        input: ({ context, event }) =>
          event.type === 'RESUME'
            ? { client: context.client, mode: 'resume' as const, kind: context.kind, documentId: event.documentId }
            : { client: context.client, mode: 'write' as const, input: writeInput(context) },
      },
      on: {
        'DOC.STARTED': { actions: ['started', 'announceStart'] },
        'DOC.TOKEN': { actions: 'token' },
        'DOC.STORED': { target: 'done', actions: ['stored', 'announceWritten'] },
        'DOC.FAILED': [
          { guard: 'kept', target: 'done', actions: 'failed' },
          { guard: 'hadPlaceholder', target: 'idle', actions: ['failed', 'announceRemoved', 'forgetDocument'] },
          // Refused before anything was stored (an empty field, no credits, a 4th template).
          { target: 'idle', actions: ['failed', 'forgetDocument'] },
        ],
        // A stream that ends without its last event still frees the form.
        'STREAM.END': 'done',
      },
      initial: 'writing',
      states: {
        writing: {
          on: { STOP: { target: 'stopping', actions: 'passStop' } },
        },
        resuming: {
          on: { STOP: { target: 'stopping', actions: 'passStop' } },
        },
        // The server ends the document with what was written; the stream brings it.
        stopping: { tags: 'stopping' },
      },
    },
    done: {
      tags: ['form', 'done'],
      on: {
        SUBMIT: [{ guard: 'loggedOut', actions: 'askLogin' }, { target: 'streaming.writing' }],
        RESUME: 'streaming.resuming',
      },
    },
  },
});

// What the writer's screen may know of the flow (src/machines/README.md): the form as typed,
// the preferred templates, the document streaming here, and why the last Submit failed.
type DocumentSnapshot = SnapshotFrom<typeof documentMachine>;
export const selectPresetId = (snapshot: DocumentSnapshot) => snapshot.context.presetId;
/** The preferred templates, in pin order. */
export const selectPreferred = (snapshot: DocumentSnapshot) => snapshot.context.preferred;
export const selectFreePlan = (snapshot: DocumentSnapshot) => snapshot.context.freePlan;
export const selectFields = (snapshot: DocumentSnapshot) => snapshot.context.fields;
export const selectPrompt = (snapshot: DocumentSnapshot) => snapshot.context.prompt;
export const selectLanguage = (snapshot: DocumentSnapshot) => snapshot.context.language;
/** The document streaming, or the last one written here. */
export const selectLiveDocument = (snapshot: DocumentSnapshot) => snapshot.context.document;
export const selectError = (snapshot: DocumentSnapshot) => snapshot.context.error;
export const selectOutOfCredits = (snapshot: DocumentSnapshot) => snapshot.context.outOfCredits;

/** The form as the gateway's input: the coder's prompt and language, or the writer's preset form or prompt. */
function writeInput(context: Context): WriteDocumentInput {
  const model = context.model ?? undefined;
  if (context.kind === 'code') return { kind: 'code', prompt: context.prompt.trim(), language: context.language, model };
  const fields = Object.entries(context.fields).map(([name, value]) => ({ name, value }));
  return context.presetId
    ? { kind: 'document', presetId: context.presetId, fields, prompt: context.prompt.trim() || undefined, model }
    : { kind: 'document', prompt: context.prompt.trim(), model };
}
