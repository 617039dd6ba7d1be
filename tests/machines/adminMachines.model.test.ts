import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminPageMachine, adminPageSize, type AdminList, type AdminTab } from '../../src/machines/admin/adminPageMachine';
import { screenshotMachine } from '../../src/machines/admin/screenshotMachine';
import { settlePayoutMachine } from '../../src/machines/admin/settlePayoutMachine';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through the admin page's machines, walked on the machines themselves (their
// effects' answers are events): a tab's list loaded, empty, failed with Retry, or refused (not an
// admin, logged out); a settled payout leaving the list; settling with its confirm, once, with the
// toast's words or the server's refusal; the screenshot dialog. The screen test drives the same
// flows on the real screen against the real server.

const payout = { id: 'p1', amount: 60, status: 'pending', method: { type: 'paypal', email: 'a@b.co', accountHolder: null, iban: null }, userEmail: 'ada@example.com', createdAt: '2026-01-01T00:00:00Z' };
const rowsOf = (tab: AdminTab): AdminList =>
  tab === 'payouts'
    ? { tab, rows: [payout] }
    : tab === 'feedback'
      ? { tab, rows: [{ id: 'f1', message: 'Hi', name: null, email: null, userEmail: null, hasScreenshot: true, createdAt: '2026-01-01T00:00:00Z' }] }
      : { tab, rows: [{ id: 'c1', subject: 'Mine', message: 'This is mine.', userEmail: null, createdAt: '2026-01-01T00:00:00Z' }] };
const withStatus = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const offline = new Error('Network error. Please try again later.');

describe('adminPageMachine', () => {
  walkShortestPaths(adminPageMachine, {
    input: {},
    events: (s) => [
      { type: 'xstate.done.actor.load', output: rowsOf(s.context.tab) },
      { type: 'xstate.done.actor.load', output: { tab: s.context.tab, rows: [] } },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'xstate.error.actor.load', error: withStatus(404) },
      { type: 'xstate.error.actor.load', error: withStatus(401) },
      { type: 'RETRY' },
      { type: 'TAB', tab: 'payouts' },
      { type: 'TAB', tab: 'feedback' },
      { type: 'TAB', tab: 'claims' },
      { type: 'SETTLED', id: 'p1' },
      { type: 'MORE' },
      { type: 'xstate.done.actor.more', output: rowsOf(s.context.tab) },
      { type: 'xstate.error.actor.more', error: offline },
    ],
    facts: (s) => [s.context.tab, s.context.list?.rows.length ?? null, s.context.hasMore, s.context.error],
  }, {
    loading: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(state.context.list).toBeNull();
    },
    loaded: (state) => {
      expect(state.context.list?.tab).toBe(state.context.tab);
      expect(state.context.list?.rows.length).toBeGreaterThan(0);
    },
    empty: (state) => expect(state.context.list?.rows ?? []).toEqual([]),
    error: (state) => expect(state.context.error).toBe(offline.message),
    notAllowed: (state) => expect(state.status).toBe('done'),
    loggedOut: (state) => expect(state.status).toBe('done'),
  });

  it('reads the next page after a full one, appends it, and stops when a page is short', () => {
    const full: AdminList = { tab: 'claims', rows: Array.from({ length: adminPageSize }, (_, i) => ({ id: `c${i}`, subject: 's', message: 'm', userEmail: null, createdAt: '2026-01-01T00:00:00Z' })) };
    const actor = createActor(withoutEffects(adminPageMachine), { input: { tab: 'claims' } }).start();
    actor.send({ type: 'xstate.done.actor.load', output: full } as never);
    expect(actor.getSnapshot().context.hasMore).toBe(true);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    actor.send({ type: 'xstate.done.actor.more', output: rowsOf('claims') } as never);
    expect(actor.getSnapshot().context.list?.rows).toHaveLength(adminPageSize + 1);
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(false);
    actor.stop();
  });

  it('takes a settled payout off the list, and is empty once the last one goes', () => {
    const actor = createActor(withoutEffects(adminPageMachine), { input: {} }).start();
    actor.send({ type: 'xstate.done.actor.load', output: { tab: 'payouts', rows: [payout, { ...payout, id: 'p2' }] } } as never);
    actor.send({ type: 'SETTLED', id: 'p1' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.list?.rows.map((row) => row.id)).toEqual(['p2']);
    actor.send({ type: 'SETTLED', id: 'p2' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    actor.stop();
  });
});

describe('settlePayoutMachine', () => {
  const refused = Object.assign(new Error('This payout is already paid: nothing was changed.'), { status: 409 });
  const offline = new Error('Network error. Please try again later.');
  walkShortestPaths(settlePayoutMachine, {
    input: {},
    events: [
      { type: 'ASK', payoutId: 'p1', status: 'paid' },
      { type: 'ASK', payoutId: 'p1', status: 'rejected' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.settle' },
      { type: 'xstate.error.actor.settle', error: refused },
      { type: 'xstate.error.actor.settle', error: offline },
    ],
    facts: (s) => [s.context.payoutId, s.context.status, s.context.error],
  }, {
    idle: (state) => {
      expect(state.context.payoutId).toBeNull();
      expect([null, refused.message, offline.message]).toContain(state.context.error);
    },
    confirming: (state) => expect(state.context.payoutId).toBe('p1'),
    settling: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      // Clicks while it is out do nothing.
      expect(state.can({ type: 'CONFIRM' })).toBe(false);
      expect(state.can({ type: 'CANCEL' })).toBe(false);
      expect(state.can({ type: 'ASK', payoutId: 'p2', status: 'paid' })).toBe(false);
    },
  });

  it('says what was done, once, with the id the page drops', () => {
    const actor = createActor(withoutEffects(settlePayoutMachine), { input: {} });
    const said: { payoutId: string; message: string }[] = [];
    actor.on('settled', ({ payoutId, message }) => said.push({ payoutId, message }));
    actor.start();
    actor.send({ type: 'ASK', payoutId: 'p1', status: 'rejected' });
    actor.send({ type: 'CONFIRM' });
    const during = actor.getSnapshot();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot()).toBe(during);
    actor.send({ type: 'xstate.done.actor.settle' } as never);
    expect(said).toEqual([{ payoutId: 'p1', message: 'Payout rejected: its amount is back in the balance.' }]);
    actor.stop();
  });

  it('lets the page drop a payout someone settled first (409), but keeps it after any other failure', () => {
    const actor = createActor(withoutEffects(settlePayoutMachine), { input: {} });
    const gone: string[] = [];
    actor.on('gone', ({ payoutId }) => gone.push(payoutId));
    actor.start();
    actor.send({ type: 'ASK', payoutId: 'p1', status: 'paid' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'xstate.error.actor.settle', error: offline } as never);
    actor.send({ type: 'ASK', payoutId: 'p2', status: 'paid' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'xstate.error.actor.settle', error: refused } as never);
    expect(gone).toEqual(['p2']);
    expect(actor.getSnapshot().context.error).toBe(refused.message);
    actor.stop();
  });
});

describe('screenshotMachine', () => {
  walkShortestPaths(screenshotMachine, {
    input: {},
    events: [
      { type: 'OPEN', reportId: 'f1' },
      { type: 'CLOSE' },
      { type: 'xstate.done.actor.fetchImage', output: 'blob:shot' },
      { type: 'xstate.error.actor.fetchImage', error: new Error('This report has no screenshot.') },
    ],
    facts: (s) => [s.context.reportId, s.context.url, s.context.error],
  }, {
    closed: (state) => expect(state.hasTag('open')).toBe(false),
    loading: (state) => expect(state.hasTag('busy')).toBe(true),
    showing: (state) => expect(state.context.url).toBe('blob:shot'),
    failed: (state) => expect(state.context.error).toBe('This report has no screenshot.'),
  });
});
