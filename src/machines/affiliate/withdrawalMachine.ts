import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { withdrawalSent } from '../../../contract/affiliate-limits';
import { RequestPayoutMutation } from '../../gateway/affiliate/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The affiliate page's withdrawal request: the whole balance, sent once (a second click while it
// is out does nothing). Sent: 'sent' with SPEC §8's 'Withdrawal request sent successfully!' for a
// toast; the answer, the payout, joins the page's list through the cache, which asks the summary
// again (its balance changed). Refused (below the minimum, no payout
// method, one still pending): the server's words, kept until the next request.

interface Context extends WithGateway {
  error: string | null;
}

export const withdrawalMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'REQUEST' },
    emitted: {} as { type: 'sent'; message: string },
  },
  actors: {
    request: fromPromise<void, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'withdrawalMachine').mutation(RequestPayoutMutation, {}).toPromise();
      if (result.error || !result.data) throw result.error;
    }),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ client: input.client ?? null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: { target: 'requesting', actions: assign({ error: null }) } } },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'idle', actions: emit({ type: 'sent' as const, message: withdrawalSent }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

/** The server's refusal of the last request, kept until the next one. */
export const selectWithdrawalRefusal = (snapshot: SnapshotFrom<typeof withdrawalMachine>) => snapshot.context.error;
