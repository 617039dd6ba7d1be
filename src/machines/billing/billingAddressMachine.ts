import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { SetBillingAddressMutation } from '../../gateway/billing/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { addressOf, emptyFields, fieldErrors, hasErrors, type CheckoutFields, type FieldErrors } from './checkoutForm';

// The workspace's billing address on the billing page (`workspaces.address`):
// Edit opens the form with the address as it is, Save checks it with checkout's rules (SPEC §5:
// the name, the postal code, the country) and sends it once (`POST /workspaces/{id}`); the
// server lets only the workspace's owner change it and says so otherwise, in the form.

export type AddressField = 'name' | 'postalCode' | 'country';

/** The address as the billing page reads it. */
export interface Address {
  name: string;
  line1?: string | null;
  city?: string | null;
  postalCode: string;
  country: string;
}

interface Input extends WithGateway {
  workspaceId: string;
}

interface Context extends Input {
  fields: CheckoutFields;
  fieldErrors: FieldErrors;
  error: string | null;
}

type Event = { type: 'EDIT'; address: Address | null } | { type: 'FIELD.CHANGE'; field: AddressField; value: string } | { type: 'SAVE' } | { type: 'CLOSE' };

const check = (fields: CheckoutFields) => fieldErrors(fields, { card: false, now: new Date() });

export const billingAddressMachine = setup({
  types: { input: {} as Input, context: {} as Context, events: {} as Event, emitted: {} as { type: 'saved' } },
  actors: {
    save: fromPromise<void, WithGateway & { workspaceId: string; fields: CheckoutFields }>(async ({ input }) => {
      const result = await gatewayOf(input, 'billingAddressMachine').mutation(SetBillingAddressMutation, { workspaceId: input.workspaceId, address: addressOf(input.fields) }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    valid: ({ context }) => !hasErrors(check(context.fields)),
  },
}).createMachine({
  id: 'billingAddress',
  context: ({ input }) => ({ client: input.client ?? null, workspaceId: input.workspaceId, fields: emptyFields, fieldErrors: {}, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        EDIT: {
          target: 'editing',
          actions: assign(({ event }) => {
            assertEvent(event, 'EDIT');
            const { address } = event;
            const fields = address ? { ...emptyFields, name: address.name, line1: address.line1 ?? '', city: address.city ?? '', postalCode: address.postalCode, country: address.country } : emptyFields;
            return { fields, fieldErrors: {}, error: null };
          }),
        },
      },
    },
    editing: {
      tags: 'open',
      on: {
        'FIELD.CHANGE': {
          actions: assign(({ context, event }) => {
            const fields = { ...context.fields, [event.field]: event.value };
            // Once Save was refused, the messages follow the typing.
            return { fields, fieldErrors: hasErrors(context.fieldErrors) ? check(fields) : {} };
          }),
        },
        SAVE: [{ guard: 'valid', target: 'saving' }, { actions: assign(({ context }) => ({ fieldErrors: check(context.fields) })) }],
        CLOSE: 'idle',
      },
    },
    saving: {
      tags: ['open', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ client: context.client, workspaceId: context.workspaceId, fields: context.fields }),
        onDone: { target: 'idle', actions: emit({ type: 'saved' as const }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** What the address form shows: open or not, busy, the fields as typed, their messages and the server's refusal. */
export const selectAddressForm = (snapshot: SnapshotFrom<typeof billingAddressMachine>) => ({
  open: snapshot.hasTag('open'),
  busy: snapshot.hasTag('busy'),
  fields: snapshot.context.fields,
  fieldErrors: snapshot.context.fieldErrors,
  error: snapshot.context.error,
});
