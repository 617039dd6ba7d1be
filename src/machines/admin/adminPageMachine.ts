import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AdminClaimsQuery as ClaimsResult, AdminFeedbackQuery as FeedbackResult, AdminPayoutFieldsFragment } from '../../gateway/generated/graphql';
import { AdminClaimsQuery, AdminFeedbackQuery, AdminPayoutsQuery } from '../../gateway/admin/operations';
import { errorStatus, errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The admin page (`/admin`, README "Admin"): one tab at a time (pending payouts, feedback, claims),
// its list read when the tab is chosen. loading → loaded, empty, or error with Retry; the server's
// 404 (the caller is not an admin) → notAllowed, its 401 → loggedOut, both final: the screen shows
// the not-found page or sends the visitor to log in. SETTLED takes a settled payout off the list.
// A full page means there may be more: MORE reads the next one after the last row and appends it
// (a failure keeps what is shown, and MORE may be tried again).

export type AdminTab = 'payouts' | 'feedback' | 'claims';
export const adminTabs: readonly AdminTab[] = ['payouts', 'feedback', 'claims'];
export type AdminPayout = AdminPayoutFieldsFragment;
export type AdminFeedback = FeedbackResult['adminFeedback'][number];
export type AdminClaim = ClaimsResult['adminClaims'][number];

/** One list a tab shows; the screen renders the rows of the tab it asked for. */
export type AdminList = { tab: 'payouts'; rows: AdminPayout[] } | { tab: 'feedback'; rows: AdminFeedback[] } | { tab: 'claims'; rows: AdminClaim[] };

/** Rows a page: the server's largest. */
export const adminPageSize = 100;

interface Context extends WithGateway {
  tab: AdminTab;
  list: AdminList | null;
  /** The last page read was full: there may be more after it. */
  hasMore: boolean;
  error: string | null;
}

type LoadInput = WithGateway & { tab: AdminTab; after?: string };

/** The list with the next page's rows after its own (the same tab's, as MORE asked for). */
const appended = (list: AdminList | null, more: AdminList): AdminList => (list && list.tab === more.tab ? ({ tab: list.tab, rows: [...list.rows, ...more.rows] } as AdminList) : more);

export const adminPageMachine = setup({
  types: {
    input: {} as WithGateway & { tab?: AdminTab },
    context: {} as Context,
    events: {} as { type: 'RETRY' } | { type: 'TAB'; tab: AdminTab } | { type: 'SETTLED'; id: string } | { type: 'MORE' },
  },
  actors: {
    load: fromPromise<AdminList, LoadInput>(async ({ input }) => {
      const client = gatewayOf(input, 'adminPageMachine');
      const options = { requestPolicy: 'network-only' as const };
      const page = { limit: adminPageSize, startingAfter: input.after ?? null };
      if (input.tab === 'payouts') {
        const result = await client.query(AdminPayoutsQuery, { status: 'pending', ...page }, options).toPromise();
        if (result.error || !result.data) throw result.error;
        return { tab: 'payouts', rows: result.data.adminPayouts };
      }
      if (input.tab === 'feedback') {
        const result = await client.query(AdminFeedbackQuery, page, options).toPromise();
        if (result.error || !result.data) throw result.error;
        return { tab: 'feedback', rows: result.data.adminFeedback };
      }
      const result = await client.query(AdminClaimsQuery, page, options).toPromise();
      if (result.error || !result.data) throw result.error;
      return { tab: 'claims', rows: result.data.adminClaims };
    }),
  },
  guards: {
    isLoggedOut: ({ event }) => errorStatus((event as { error?: unknown }).error) === 401,
    isNotAllowed: ({ event }) => [403, 404].includes(errorStatus((event as { error?: unknown }).error) ?? 0),
    hasRows: ({ event }) => (event as unknown as { output: AdminList }).output.rows.length > 0,
    hasMore: ({ context }) => context.hasMore,
    otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab,
    leftEmpty: ({ context, event }) => event.type === 'SETTLED' && context.list?.tab === 'payouts' && context.list.rows.every((row) => row.id === event.id),
  },
  actions: {
    keep: assign(({ event }) => {
      const { output } = event as unknown as { output: AdminList };
      return { list: output, hasMore: output.rows.length === adminPageSize, error: null };
    }),
    append: assign(({ context, event }) => {
      const { output } = event as unknown as { output: AdminList };
      return { list: appended(context.list, output), hasMore: output.rows.length === adminPageSize };
    }),
    chooseTab: assign({ tab: ({ context, event }) => (event.type === 'TAB' ? event.tab : context.tab), list: null, hasMore: false, error: null }),
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error, 'This list could not be loaded.') }),
    dropPayout: assign({
      list: ({ context, event }) =>
        event.type === 'SETTLED' && context.list?.tab === 'payouts' ? { tab: 'payouts' as const, rows: context.list.rows.filter((row) => row.id !== event.id) } : context.list,
    }),
  },
}).createMachine({
  id: 'adminPage',
  context: ({ input }) => ({ client: input.client ?? null, tab: input.tab ?? 'payouts', list: null, hasMore: false, error: null }),
  initial: 'loading',
  // Choosing another tab reads its list, whatever the current one is doing.
  on: { TAB: { guard: 'otherTab', target: '.loading', actions: 'chooseTab' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ client: context.client, tab: context.tab }),
        onDone: [{ guard: 'hasRows', target: 'loaded', actions: 'keep' }, { target: 'empty', actions: 'keep' }],
        onError: [{ guard: 'isLoggedOut', target: 'loggedOut' }, { guard: 'isNotAllowed', target: 'notAllowed' }, { target: 'error', actions: 'showError' }],
      },
    },
    loaded: {
      // The last row settled: empty, or, when more pages may follow, the list read again.
      on: {
        SETTLED: [
          { guard: and(['leftEmpty', 'hasMore']), target: '#adminPage.loading', actions: 'dropPayout' },
          { guard: 'leftEmpty', target: 'empty', actions: 'dropPayout' },
          { actions: 'dropPayout' },
        ],
      },
      initial: 'idle',
      states: {
        idle: { on: { MORE: { guard: 'hasMore', target: 'more' } } },
        more: {
          tags: 'loadingMore',
          invoke: {
            id: 'more',
            src: 'load',
            input: ({ context }) => ({ client: context.client, tab: context.tab, after: context.list?.rows.at(-1)?.id }),
            onDone: { target: 'idle', actions: 'append' },
            onError: 'idle',
          },
        },
      },
    },
    empty: {},
    error: { on: { RETRY: 'loading' } },
    loggedOut: { type: 'final' },
    notAllowed: { type: 'final' },
  },
});

/** What the page shows: the tab, its list, the state's name (loading, loaded, empty, error, loggedOut, notAllowed), whether more may follow. */
export function selectAdminPage(snapshot: SnapshotFrom<typeof adminPageMachine>) {
  const { tab, list, error, hasMore } = snapshot.context;
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  return { tab, list, error, state, more: hasMore, loadingMore: snapshot.hasTag('loadingMore') };
}
