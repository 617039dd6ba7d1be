import { assign, fromPromise, setup } from 'xstate';
import { dashboardDocumentCount, usageDays } from '../../../contract/dashboard-limits';
import { DashboardQuery } from '../../gateway/dashboard/operations';
import type { DashboardQuery as DashboardResult } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The dashboard (SPEC §2: 5 recent documents, a 30-day usage chart, a redirect to a stored
// pending path). A pending path given in the input wins: the machine stops in `redirecting`
// and the screen replaces the address with it, loading nothing. Otherwise the documents and the
// usage are read in one query: `loaded`, or `empty` when there is neither a document nor a credit
// used (a new account), or `error` with the reason and Try again.

export type RecentDocument = DashboardResult['recentDocuments'][number];
export type Usage = DashboardResult['workspaceUsage'];

interface Input extends WithGateway {
  workspaceId: string;
  /** From src/lib/pendingPath.ts (already checked there): where to go instead of the dashboard. */
  pendingPath?: string | null;
}

interface Context extends WithGateway {
  workspaceId: string;
  pendingPath: string | null;
  documents: RecentDocument[];
  usage: Usage | null;
  error: string | null;
}

type Event = { type: 'RETRY' };

type Loaded = { documents: RecentDocument[]; usage: Usage };

export const dashboardMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as Event,
  },
  actors: {
    loadDashboard: fromPromise<Loaded, WithGateway & { workspaceId: string }>(async ({ input }) => {
      const variables = { workspaceId: input.workspaceId, documents: dashboardDocumentCount, days: usageDays };
      const result = await gatewayOf(input, 'dashboardMachine').query(DashboardQuery, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The dashboard could not be loaded.');
      return { documents: result.data.recentDocuments, usage: result.data.workspaceUsage };
    }),
  },
  guards: {
    hasPendingPath: ({ context }) => context.pendingPath !== null,
    nothingYet: ({ event }) => {
      const output = (event as { output?: Loaded }).output;
      return !output?.documents.length && !output?.usage.totalCredits;
    },
  },
  actions: {
    keep: assign(({ event }) => {
      const { documents, usage } = (event as unknown as { output: Loaded }).output;
      return { documents, usage, error: null };
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ client: input.client ?? null, workspaceId: input.workspaceId, pendingPath: input.pendingPath ?? null, documents: [], usage: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPendingPath', target: 'redirecting' }, { target: 'loading' }],
    },
    // The screen goes to context.pendingPath; nothing more happens here.
    redirecting: { tags: 'redirecting', type: 'final' },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ client: context.client, workspaceId: context.workspaceId }),
        onDone: [
          { guard: 'nothingYet', target: 'empty', actions: 'keep' },
          { target: 'loaded', actions: 'keep' },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error, 'The dashboard could not be loaded.') }) },
      },
    },
    loaded: { tags: 'loaded' },
    empty: { tags: 'empty' },
    error: {
      tags: 'error',
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
