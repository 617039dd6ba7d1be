import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// One small form of the account: profile, email, password, claim, feedback, the password reset
// and its request. The same steps everywhere — fields typed, sent (a second press ignored while
// out), then the success words (the server's, else the form's own, SPEC §8) or the refusal's
// words kept beside the form — so one machine; each form gives it how it sends (a function over
// the gateway client, as the delete machine takes one) and which fields must be filled.

export type Fields = Record<string, string>;

/** Sends the form; answers the words to show when the server has its own, else null. Throws with the refusal's. */
export type SendForm = (client: Client, fields: Fields) => Promise<string | null | void>;

export interface AccountFormInput extends WithGateway {
  fields: Fields;
  send: SendForm;
  /** What the form says once sent when the server does not (SPEC §8's words). */
  success: string;
  /** Fields that must not be blank, and what to say when one is. */
  required?: { fields: string[]; message: string };
  /** Clear these once sent (passwords, a message): the form is ready for the next one. */
  clearOnSave?: string[];
}

interface Context extends AccountFormInput {
  error: string | null;
}

export const accountFormMachine = setup({
  types: {
    input: {} as AccountFormInput,
    context: {} as Context,
    events: {} as { type: 'FIELD.CHANGE'; field: string; value: string } | { type: 'SUBMIT' },
    emitted: {} as { type: 'saved'; message: string },
  },
  actors: {
    send: fromPromise<string | null | void, Pick<AccountFormInput, 'client' | 'fields' | 'send'>>(({ input }) =>
      input.send(gatewayOf(input, 'accountFormMachine'), input.fields),
    ),
  },
  guards: {
    isComplete: ({ context }) => (context.required?.fields ?? []).every((field) => (context.fields[field] ?? '').trim() !== ''),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
  },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: [{ guard: 'isComplete', target: 'sending' }, { actions: assign({ error: ({ context }) => context.required?.message ?? null }) }],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ client: context.client, fields: context.fields, send: context.send }),
        onDone: {
          target: 'editing',
          actions: [
            emit(({ context, event }) => ({ type: 'saved' as const, message: event.output || context.success })),
            assign({ fields: ({ context }) => ({ ...context.fields, ...Object.fromEntries((context.clearOnSave ?? []).map((field) => [field, ''])) }) }),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** The form's fields as typed. */
export const selectFormFields = (snapshot: SnapshotFrom<typeof accountFormMachine>) => snapshot.context.fields;
/** The server's refusal, in its words. */
export const selectFormError = (snapshot: SnapshotFrom<typeof accountFormMachine>) => snapshot.context.error;
