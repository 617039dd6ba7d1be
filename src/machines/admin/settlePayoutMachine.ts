import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { payoutSettledPaid, payoutSettledRejected } from '../../../contract/admin-limits';
import { SettlePayoutMutation } from '../../gateway/admin/operations';
import { errorStatus, errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Settling a withdrawal on the admin page: Mark paid or Reject asks to confirm (money is sent by
// hand, so a slip must not mark one paid), then sends once; clicks while it is out are ignored.
// Settled: 'settled' with the id and the toast's words (the page takes it off the list). Refused:
// the server's words, kept until the next attempt; when someone settled it first (409) it is no
// longer pending either, so 'gone' lets the page take it off the list too.

export type Settlement = 'paid' | 'rejected';

interface Context extends WithGateway {
  payoutId: string | null;
  status: Settlement | null;
  error: string | null;
}

export const settlePayoutMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'ASK'; payoutId: string; status: Settlement } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    emitted: {} as { type: 'settled'; payoutId: string; message: string } | { type: 'gone'; payoutId: string },
  },
  actions: {
    refused: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error), payoutId: null, status: null }),
  },
  actors: {
    settle: fromPromise<void, WithGateway & { payoutId: string; status: Settlement }>(async ({ input }) => {
      const result = await gatewayOf(input, 'settlePayoutMachine').mutation(SettlePayoutMutation, { id: input.payoutId, status: input.status }).toPromise();
      if (result.error || !result.data) throw result.error;
    }),
  },
}).createMachine({
  id: 'settlePayout',
  context: ({ input }) => ({ client: input.client ?? null, payoutId: null, status: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { ASK: { target: 'confirming', actions: assign({ payoutId: ({ event }) => event.payoutId, status: ({ event }) => event.status, error: null }) } } },
    confirming: {
      on: {
        CONFIRM: 'settling',
        CANCEL: { target: 'idle', actions: assign({ payoutId: null, status: null }) },
      },
    },
    settling: {
      tags: 'busy',
      invoke: {
        id: 'settle',
        src: 'settle',
        input: ({ context }) => ({ client: context.client, payoutId: context.payoutId!, status: context.status! }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'settled' as const, payoutId: context.payoutId!, message: context.status === 'paid' ? payoutSettledPaid : payoutSettledRejected })),
            assign({ payoutId: null, status: null }),
          ],
        },
        onError: [
          {
            guard: ({ event }) => errorStatus(event.error) === 409,
            target: 'idle',
            actions: [emit(({ context }) => ({ type: 'gone' as const, payoutId: context.payoutId! })), 'refused'],
          },
          { target: 'idle', actions: 'refused' },
        ],
      },
    },
  },
});

/** The confirmation open (or its answer out), which payout and to what status, the server's refusal. */
export function selectSettling(snapshot: SnapshotFrom<typeof settlePayoutMachine>) {
  const { payoutId, status, error } = snapshot.context;
  return { asking: snapshot.matches('confirming') || snapshot.hasTag('busy'), busy: snapshot.hasTag('busy'), id: payoutId, status, error };
}
