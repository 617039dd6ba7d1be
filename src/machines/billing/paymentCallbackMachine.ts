import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkoutFailed } from '../../../contract/billing-limits';
import { CompleteOrderMutation } from '../../gateway/billing/operations';
import type { OrderFieldsFragment } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import type { Purchase } from './checkoutActors';

// The payment-callback page (`/payment-callback/{orderId}/stripe?payment_intent=…`, SPEC §2):
// the browser is back from the card's authentication (the sandbox's page, or Stripe's), and
// the server is asked to complete the order with what the address carries. A paid order goes
// on to its receipt; a failed one says why, in the card provider's words, with the way back to
// checkout. Retry asks again (the server completes an order once, however often it is asked).
// The completed order goes into the cache with the answer (billing's cache.ts links it as its
// receipt); the machine keeps only what the way back needs.

export interface CallbackInput extends WithGateway {
  orderId: string;
  paymentIntent: string | null;
  setupIntent: string | null;
}

interface Context extends CallbackInput {
  /** What the failed order was buying, so the way back goes to its checkout; null while unknown. */
  purchase: Purchase | null;
  error: string | null;
}

/** The plan an order bought, or its amount of credits. */
const purchaseOf = (order: OrderFieldsFragment): Purchase => (order.plan ? { planId: order.plan.id } : { amount: order.credits });

export const paymentCallbackMachine = setup({
  types: {
    input: {} as CallbackInput,
    context: {} as Context,
    events: {} as { type: 'RETRY' },
    emitted: {} as { type: 'paid'; orderId: string },
  },
  actors: {
    complete: fromPromise<OrderFieldsFragment, CallbackInput>(async ({ input }) => {
      const result = await gatewayOf(input, 'paymentCallbackMachine')
        .mutation(CompleteOrderMutation, { id: input.orderId, paymentIntent: input.paymentIntent, setupIntent: input.setupIntent })
        .toPromise();
      if (result.error || !result.data) throw result.error ?? new Error(checkoutFailed);
      return result.data.completeOrder;
    }),
  },
  guards: {
    paid: ({ event }) => (event as { output?: OrderFieldsFragment }).output?.status === 'paid',
  },
}).createMachine({
  id: 'paymentCallback',
  context: ({ input }) => ({ ...input, client: input.client ?? null, purchase: null, error: null }),
  initial: 'completing',
  states: {
    completing: {
      tags: 'busy',
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => ({ client: context.client, orderId: context.orderId, paymentIntent: context.paymentIntent, setupIntent: context.setupIntent }),
        onDone: [
          { guard: 'paid', target: 'paid' },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ purchase: purchaseOf(event.output), error: event.output.failureMessage || checkoutFailed })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, checkoutFailed) }) },
      },
    },
    paid: {
      tags: 'paid',
      type: 'final',
      entry: emit(({ context }) => ({ type: 'paid' as const, orderId: context.orderId })),
    },
    failed: {
      tags: 'failed',
      on: { RETRY: { target: 'completing', actions: assign({ error: null }) } },
    },
  },
});

/**
 * What the page shows: the payment failed (and why), and what the failed order was buying, so
 * the way back goes to its checkout (null: the order is unknown, the way back is the plans).
 */
export const selectPaymentCallback = (snapshot: SnapshotFrom<typeof paymentCallbackMachine>) => ({
  failed: snapshot.hasTag('failed'),
  error: snapshot.context.error,
  purchase: snapshot.context.purchase,
});
