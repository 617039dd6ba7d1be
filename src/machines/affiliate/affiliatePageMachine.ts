import { assign, emit, fromPromise, setup } from 'xstate';
import { payoutPageSize } from '../../../contract/affiliate-limits';
import type { AffiliateFieldsFragment, AffiliatePayoutFieldsFragment } from '../../gateway/generated/graphql';
import { AffiliatePayoutsQuery, AffiliateQuery } from '../../gateway/affiliate/operations';
import { errorStatus, errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The affiliate page's data (SPEC §2): the summary (code, link, referrals, earned, balance, payout
// method) and the last 5 payouts, read together. loading → loaded, or error with Retry, or
// loggedOut (the server said 401: the screen sends the visitor to log in and come back).
// RELOAD after a withdrawal or a saved method reads both again while the page stays as it is.
// COPY puts the referral link on the clipboard ('copied' for SPEC §8's toast).

export type AffiliateSummary = AffiliateFieldsFragment;
export type AffiliatePayout = AffiliatePayoutFieldsFragment;

export interface AffiliateData {
  summary: AffiliateSummary;
  payouts: AffiliatePayout[];
}

interface Context extends WithGateway {
  data: AffiliateData | null;
  error: string | null;
}

export const affiliatePageMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'COPY' } | { type: 'SAVED'; summary: AffiliateSummary },
    emitted: {} as { type: 'copied' } | { type: 'copyFailed' },
  },
  actors: {
    load: fromPromise<AffiliateData, WithGateway>(async ({ input }) => {
      const client = gatewayOf(input, 'affiliatePageMachine');
      const [summary, payouts] = await Promise.all([
        client.query(AffiliateQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
        client.query(AffiliatePayoutsQuery, { limit: payoutPageSize }, { requestPolicy: 'network-only' }).toPromise(),
      ]);
      if (summary.error || !summary.data) throw summary.error;
      if (payouts.error || !payouts.data) throw payouts.error;
      return { summary: summary.data.affiliate, payouts: payouts.data.affiliatePayouts };
    }),
    copy: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    isLoggedOut: ({ event }) => errorStatus((event as { error?: unknown }).error) === 401,
  },
  actions: {
    keep: assign({ data: ({ event }) => (event as unknown as { output: AffiliateData }).output, error: null }),
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error, 'The affiliate program could not be loaded.') }),
  },
}).createMachine({
  id: 'affiliatePage',
  context: ({ input }) => ({ client: input.client ?? null, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'loaded', actions: 'keep' },
        onError: [{ guard: 'isLoggedOut', target: 'loggedOut' }, { target: 'error', actions: 'showError' }],
      },
    },
    error: { on: { RETRY: 'loading' } },
    loggedOut: { type: 'final' },
    loaded: {
      type: 'parallel',
      on: {
        // The form's answer is the summary as the server keeps it now.
        SAVED: { actions: assign({ data: ({ context, event }) => (context.data ? { ...context.data, summary: event.summary } : null) }) },
      },
      states: {
        data: {
          initial: 'idle',
          states: {
            idle: { on: { RELOAD: 'refreshing' } },
            refreshing: {
              tags: 'refreshing',
              invoke: {
                id: 'refresh',
                src: 'load',
                input: ({ context }) => ({ client: context.client }),
                // A failed refresh keeps what is shown; the next action reads again.
                onDone: { target: 'idle', actions: 'keep' },
                onError: 'idle',
              },
            },
          },
        },
        clipboard: {
          initial: 'ready',
          states: {
            ready: { on: { COPY: 'copying' } },
            copying: {
              invoke: {
                id: 'copy',
                src: 'copy',
                input: ({ context }) => ({ text: context.data?.summary.link ?? '' }),
                onDone: { target: 'ready', actions: emit({ type: 'copied' as const }) },
                onError: { target: 'ready', actions: emit({ type: 'copyFailed' as const }) },
              },
            },
          },
        },
      },
    },
  },
});
