import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { dashboardMachine, type RecentDocument, type Usage } from '../../src/machines/dashboard/dashboardMachine';
import { pathName, testModel, type ModelOptions } from './helpers/test-model';

type Machine = typeof dashboardMachine;
type Snapshot = SnapshotFrom<Machine>;

/** walkShortestPaths' walk, each test named by its events and where it ends (several loads end in different states). */
function walkShortestPaths(machine: Machine, options: ModelOptions<Machine>, states: Record<string, (snapshot: Snapshot) => void>) {
  const paths = testModel(machine, options).getShortestPaths();
  for (const path of paths) {
    const end = path.state as Snapshot;
    const what = end.context.usage ? ` (${end.context.documents.length} documents, ${end.context.usage.totalCredits} credits)` : '';
    it(`${pathName(path) || 'start'} ⇒ ${String(end.value)}${what}`, () => path.test({ states } as never));
  }
  return paths;
}

// Every shortest path through the dashboard's machine, walked on the machine itself (the load's
// answers are events): a pending path goes there and loads nothing; otherwise the documents and
// the usage arrive together as `loaded`, or `empty` for a new account, or `error` with the
// reason, from which Try again loads again. The screen test (tests/screens/dashboard.test.tsx)
// shows each state on the real screen against the real server.

const day = (date: string, credits: number, uses: number) => ({ date, credits, uses });
const usage = (credits: number, uses = credits ? 1 : 0): Usage => ({ days: [day('2026-11-26', credits, uses)], totalCredits: credits, totalUses: uses });
const document: RecentDocument = { id: 'd1', kind: 'document', title: 'Blog post: tea', createdAt: '2026-11-26T10:00:00.000Z' };
const network = Object.assign(new Error('Network error. Please try again later.'), { status: 0 });

const loadEvents = [
  { type: 'xstate.done.actor.loadDashboard', output: { documents: [document], usage: usage(1.5) } },
  { type: 'xstate.done.actor.loadDashboard', output: { documents: [], usage: usage(2) } },
  { type: 'xstate.done.actor.loadDashboard', output: { documents: [document], usage: usage(0) } },
  { type: 'xstate.done.actor.loadDashboard', output: { documents: [], usage: usage(0) } },
  // Calls on the workspace's own key: uses, but no credit spent and nothing written.
  { type: 'xstate.done.actor.loadDashboard', output: { documents: [], usage: usage(0, 3) } },
  { type: 'xstate.error.actor.loadDashboard', error: network },
  { type: 'RETRY' },
];

describe('dashboardMachine without a pending path', () => {
  const paths = walkShortestPaths(
    dashboardMachine,
    { input: { workspaceId: 'w1' }, events: loadEvents, facts: (s) => [s.context.documents.length, s.context.usage?.totalCredits ?? null, s.context.error] },
    {
      loading: (state) => {
        expect(state.hasTag('loading')).toBe(true);
        expect(state.can({ type: 'RETRY' })).toBe(false);
      },
      loaded: (state) => {
        expect(state.context.documents.length + (state.context.usage?.totalCredits ?? 0)).toBeGreaterThan(0);
        expect(state.context.error).toBeNull();
      },
      empty: (state) => {
        expect(state.context.documents).toEqual([]);
        expect(state.context.usage?.totalCredits).toBe(0);
      },
      error: (state) => {
        expect(state.context.error).toBe(network.message);
        expect(state.can({ type: 'RETRY' })).toBe(true);
      },
    },
  );
  it('has paths to walk', () => expect(paths.length).toBeGreaterThanOrEqual(4));
});

describe('dashboardMachine with a pending path', () => {
  walkShortestPaths(
    dashboardMachine,
    { input: { workspaceId: 'w1', pendingPath: '/writer/preset-blog-post' }, events: loadEvents },
    {
      redirecting: (state) => {
        expect(state.context.pendingPath).toBe('/writer/preset-blog-post');
        expect(state.status).toBe('done');
        expect(state.hasTag('loading')).toBe(false);
      },
      loading: () => expect.unreachable('a pending path loads nothing'),
    },
  );

  it('asks the server for nothing', async () => {
    let loads = 0;
    const machine = dashboardMachine.provide({ actors: { loadDashboard: fromPromise(async () => (loads++, { documents: [] as RecentDocument[], usage: usage(0) })) } });
    const actor = createActor(machine, { input: { workspaceId: 'w1', pendingPath: '/app/coder' } }).start();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(loads).toBe(0);
    actor.stop();
  });
});

it('loads with the workspace, the dashboard\'s 5 documents and 30 days, and again after Try again', async () => {
  const asked: unknown[] = [];
  let fail = true;
  const machine = dashboardMachine.provide({
    actors: {
      loadDashboard: fromPromise(async ({ input }: { input: { workspaceId: string } }) => {
        asked.push(input.workspaceId);
        if (fail) throw network;
        return { documents: [document], usage: usage(0.5) };
      }),
    },
  });
  const actor = createActor(machine, { input: { workspaceId: 'w1' } }).start();
  try {
    await waitFor(actor, (s) => s.matches('error'));
    fail = false;
    actor.send({ type: 'RETRY' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.documents).toEqual([document]);
    expect(asked).toEqual(['w1', 'w1']);
  } finally {
    actor.stop();
  }
});
