import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  invalidIban, invalidPaypalEmail, missingAccountHolder, normaliseIban, payoutMethodSaved, type PayoutMethodType,
} from '../../../contract/affiliate-limits';
import type { AffiliateFieldsFragment } from '../../gateway/generated/graphql';
import { SavePayoutMethodMutation } from '../../gateway/affiliate/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The affiliate page's payout method form: PayPal (an email) or a bank transfer (account holder
// and IBAN). The fields are checked here with the server's rules and words, so a mistake is
// said before anything is sent; the server checks again and its refusal is shown as it comes.
// A second Save while one is out does nothing. Saved: 'saved' for the toast; the answer, the
// summary as kept, updates the page's query through the cache.

export type PayoutFields = { type: PayoutMethodType; email: string; accountHolder: string; iban: string };
type FieldName = Exclude<keyof PayoutFields, 'type'>;

export type PayoutMethodInput = WithGateway & { method?: { type: string; email?: string | null; accountHolder?: string | null; iban?: string | null } | null };

interface Context extends WithGateway {
  fields: PayoutFields;
  error: string | null;
  /** Which field the error is about, for aria-describedby; null for the server's other refusals. */
  errorField: FieldName | null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first wrong field and its words, or null. */
export function payoutFieldError(fields: PayoutFields): { field: FieldName; message: string } | null {
  if (fields.type === 'paypal') return emailPattern.test(fields.email.trim()) ? null : { field: 'email', message: invalidPaypalEmail };
  if (!fields.accountHolder.trim()) return { field: 'accountHolder', message: missingAccountHolder };
  if (!normaliseIban(fields.iban)) return { field: 'iban', message: invalidIban };
  return null;
}

const fieldsFrom = (method: PayoutMethodInput['method']): PayoutFields => ({
  type: method?.type === 'bank_transfer' ? 'bank_transfer' : 'paypal',
  email: method?.email ?? '',
  accountHolder: method?.accountHolder ?? '',
  iban: method?.iban ?? '',
});

export const payoutMethodMachine = setup({
  types: {
    input: {} as PayoutMethodInput,
    context: {} as Context,
    events: {} as { type: 'TYPE.CHOOSE'; value: PayoutMethodType } | { type: 'FIELD.CHANGE'; field: FieldName; value: string } | { type: 'SUBMIT' },
    emitted: {} as { type: 'saved'; message: string },
  },
  actors: {
    save: fromPromise<AffiliateFieldsFragment, WithGateway & { fields: PayoutFields }>(async ({ input }) => {
      const { type, email, accountHolder, iban } = input.fields;
      const method = type === 'paypal' ? { type, email: email.trim() } : { type, accountHolder: accountHolder.trim(), iban: iban.trim() };
      const result = await gatewayOf(input, 'payoutMethodMachine').mutation(SavePayoutMethodMutation, { method }).toPromise();
      if (result.error || !result.data) throw result.error;
      return result.data.savePayoutMethod;
    }),
  },
  guards: {
    isValid: ({ context }) => payoutFieldError(context.fields) === null,
  },
  actions: {
    showFieldError: assign(({ context }) => {
      const wrong = payoutFieldError(context.fields)!;
      return { error: wrong.message, errorField: wrong.field };
    }),
  },
}).createMachine({
  id: 'payoutMethod',
  context: ({ input }) => ({ client: input.client ?? null, fields: fieldsFrom(input.method), error: null, errorField: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'TYPE.CHOOSE': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'TYPE.CHOOSE');
            return { fields: { ...context.fields, type: event.value }, error: null, errorField: null };
          }),
        },
        'FIELD.CHANGE': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'FIELD.CHANGE');
            return { fields: { ...context.fields, [event.field]: event.value }, error: null, errorField: null };
          }),
        },
        SUBMIT: [{ guard: 'isValid', target: 'saving', actions: assign({ error: null, errorField: null }) }, { actions: 'showFieldError' }],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ client: context.client, fields: context.fields }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({ fields: { ...fieldsFrom(event.output.payoutMethod), type: context.fields.type }, error: null, errorField: null })),
            emit({ type: 'saved' as const, message: payoutMethodSaved }),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error), errorField: null }) },
      },
    },
  },
});

/** The form's fields as typed. */
export const selectPayoutFields = (snapshot: SnapshotFrom<typeof payoutMethodMachine>) => snapshot.context.fields;
/** The first wrong field's words, or the server's refusal. */
export const selectPayoutError = (snapshot: SnapshotFrom<typeof payoutMethodMachine>) => snapshot.context.error;
