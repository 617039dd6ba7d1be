import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenshotMachine } from '../../src/machines/admin/screenshotMachine';
import { settlePayoutMachine } from '../../src/machines/admin/settlePayoutMachine';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through the admin page's machines, walked on the machines themselves (their
// effects' answers are events): settling with its confirm, once, with the toast's words or the
// server's refusal; the screenshot dialog. The lists are queries (src/screens/lists/usePages.ts);
// the screen test drives them and these flows on the real screen against the real server.

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
