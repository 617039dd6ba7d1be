import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardMachine, selectRedirect, selectShowing } from '../../src/machines/dashboard/dashboardMachine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the dashboard's machine, walked on the machine itself: a pending
// path goes there and the dashboard reads nothing; without one it shows, and the screen reads
// its documents and usage through the cache. The screen test (tests/screens/dashboard.test.tsx)
// shows each state of that read (loaded, a new account's empty page, a failure and Retry) on
// the real screen against the real server, and the pending path followed once.

describe('dashboardMachine without a pending path', () => {
  const paths = walkShortestPaths(dashboardMachine, { input: {}, events: [] }, {
    showing: (state) => {
      expect(selectShowing(state)).toBe(true);
      expect(selectRedirect(state)).toBeNull();
    },
    redirecting: () => expect.unreachable('no pending path, nowhere to go'),
  });
  it('has a path to walk', () => expect(paths.length).toBeGreaterThanOrEqual(1));
});

describe('dashboardMachine with a pending path', () => {
  const paths = walkShortestPaths(dashboardMachine, { input: { pendingPath: '/writer/preset-blog-post' }, events: [] }, {
    redirecting: (state) => {
      expect(selectRedirect(state)).toBe('/writer/preset-blog-post');
      expect(state.status).toBe('done');
      expect(selectShowing(state)).toBe(false);
    },
    showing: () => expect.unreachable('a pending path shows nothing, so nothing is read'),
  });
  it('has a path to walk', () => expect(paths.length).toBeGreaterThanOrEqual(1));

  it('goes there at once', () => {
    const actor = createActor(dashboardMachine, { input: { pendingPath: '/app/coder' } }).start();
    expect(selectRedirect(actor.getSnapshot())).toBe('/app/coder');
    actor.stop();
  });
});
