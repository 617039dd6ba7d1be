import { setup, type SnapshotFrom } from 'xstate';

// The dashboard's one flow (SPEC §2): a pending path stored by the login or sign-up page
// (src/lib/pendingPath.ts, already checked there) wins over the dashboard. Given one, the machine
// stops in `redirecting` and the screen replaces the address with it, reading nothing; otherwise
// it is `showing`, and the screen reads the documents and the usage through the cache
// (DashboardQuery): the data is not the flow's, so none of it is kept here.

interface Input {
  /** Where to go instead of the dashboard. */
  pendingPath?: string | null;
}

export const dashboardMachine = setup({
  types: {
    input: {} as Input,
    context: {} as { pendingPath: string | null },
  },
  guards: {
    hasPendingPath: ({ context }) => context.pendingPath !== null,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ pendingPath: input.pendingPath ?? null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPendingPath', target: 'redirecting' }, { target: 'showing' }],
    },
    // The screen goes to the pending path; nothing more happens here.
    redirecting: { tags: 'redirecting', type: 'final' },
    showing: { tags: 'showing' },
  },
});

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

/** Where the screen sends the user instead of showing the dashboard, or null. */
export const selectRedirect = (snapshot: Snapshot) => (snapshot.hasTag('redirecting') ? snapshot.context.pendingPath : null);

/** Whether the dashboard reads and shows its data. */
export const selectShowing = (snapshot: Snapshot) => snapshot.hasTag('showing');
