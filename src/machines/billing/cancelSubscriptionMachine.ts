import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { CancelSubscriptionMutation } from '../../gateway/billing/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Cancelling the subscription from the billing page (SPEC §4 "Subscription cancel"): a
// confirmation modal, then `DELETE /billing/subscription`; on success the modal closes, the
// page says 'Subscription cancelled!' (the screen, on `cancelled`), and the answer, the workspace
// with its cancelled subscription, updates the page through graphcache. The plan stays until its
// period ends; only the renewal stops. A refusal stays in the modal with the server's message.
// Confirm while the request is out is ignored.

interface Context extends WithGateway {
  error: string | null;
}

type Event = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CONFIRM' };

export const cancelSubscriptionMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'cancelled' },
  },
  actors: {
    cancel: fromPromise<void, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'cancelSubscriptionMachine').mutation(CancelSubscriptionMutation, {}).toPromise();
      if (result.error) throw result.error;
    }),
  },
}).createMachine({
  id: 'cancelSubscription',
  context: ({ input }) => ({ client: input.client ?? null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      tags: 'open',
      on: { CLOSE: 'idle', CONFIRM: 'cancelling' },
    },
    cancelling: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'idle', actions: emit({ type: 'cancelled' as const }) },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** What the billing page's cancel dialog shows: whether it is open, busy, and the server's refusal. */
export const selectCancelDialog = (snapshot: SnapshotFrom<typeof cancelSubscriptionMachine>) => ({
  open: snapshot.hasTag('open'),
  busy: snapshot.hasTag('busy'),
  error: snapshot.context.error,
});
