import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { referralLinkMachine } from '../../src/machines/affiliate/referralLinkMachine';
import { payoutMethodMachine } from '../../src/machines/affiliate/payoutMethodMachine';
import { withdrawalMachine } from '../../src/machines/affiliate/withdrawalMachine';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through the affiliate page's machines, walked on the machines themselves
// (their effects' answers are events): the referral link's Copy (one at a time, said once), the
// payout method form (checked before sending, the server's refusal shown as it comes), and the
// withdrawal (one request at a time, the toast's words, the server's refusal). The screen test
// drives the same flows on the real screen against the real server.

const summary = {
  code: 'abcDEF123_-x', link: 'http://localhost:3000/signup?ref=abcDEF123_-x', referrals: 2, commissionPercent: 20, minimumPayout: 50, currency: 'usd',
  earned: 59.6, paid: 0, pending: 0, balance: 59.6, payoutMethod: null,
};

describe('referralLinkMachine', () => {
  const link = summary.link;
  walkShortestPaths(referralLinkMachine, {
    input: undefined,
    events: [
      { type: 'COPY', link },
      { type: 'xstate.done.actor.copy' },
      { type: 'xstate.error.actor.copy', error: new Error('denied') },
    ],
    facts: () => [],
  }, {
    ready: (state) => expect(state.hasTag('busy')).toBe(false),
    copying: (state) => {
      // One copy at a time: a second press while the first is out does nothing.
      expect(state.hasTag('busy')).toBe(true);
      expect(state.can({ type: 'COPY', link })).toBe(false);
    },
  });

  it("says 'copied' or 'copyFailed' once per press", () => {
    const actor = createActor(withoutEffects(referralLinkMachine));
    const said: string[] = [];
    actor.on('copied', (event) => said.push(event.type));
    actor.on('copyFailed', (event) => said.push(event.type));
    actor.start();
    actor.send({ type: 'COPY', link });
    actor.send({ type: 'xstate.done.actor.copy' } as never);
    actor.send({ type: 'COPY', link });
    actor.send({ type: 'xstate.error.actor.copy', error: new Error('denied') } as never);
    expect(said).toEqual(['copied', 'copyFailed']);
    actor.stop();
  });
});

describe('payoutMethodMachine', () => {
  const refused = new Error('Please enter a valid IBAN.');
  walkShortestPaths(payoutMethodMachine, {
    input: { method: null },
    events: [
      { type: 'TYPE.CHOOSE', value: 'bank_transfer' },
      { type: 'TYPE.CHOOSE', value: 'paypal' },
      { type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' },
      { type: 'FIELD.CHANGE', field: 'accountHolder', value: 'Ada Lovelace' },
      { type: 'FIELD.CHANGE', field: 'iban', value: 'DE89 3704 0044 0532 0130 00' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.save', output: { ...summary, payoutMethod: { type: 'paypal', email: 'ada@example.com', accountHolder: null, iban: null } } },
      { type: 'xstate.error.actor.save', error: refused },
    ],
    facts: (s) => [s.context.fields.type, s.context.fields.email !== '', s.context.fields.accountHolder !== '', s.context.fields.iban !== '', s.context.error],
  }, {
    editing: (state) => {
      if (state.context.error) expect(['Please enter a valid PayPal email address.', "Please enter the account holder's name.", refused.message]).toContain(state.context.error);
    },
    saving: (state) => {
      // Sent only when the form is right, and Save is ignored while it is out.
      expect(state.context.error).toBeNull();
      expect(state.can({ type: 'SUBMIT' })).toBe(false);
    },
  });

  it('says which field is wrong before sending, and announces a save once', () => {
    const actor = createActor(withoutEffects(payoutMethodMachine), { input: { method: { type: 'bank_transfer', accountHolder: 'Ada', iban: 'DE89370400440532013001' } } });
    const said: string[] = [];
    actor.on('saved', (event) => said.push(event.message));
    actor.start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Please enter a valid IBAN.', errorField: 'iban' });
    actor.send({ type: 'FIELD.CHANGE', field: 'iban', value: 'DE89370400440532013000' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.send({ type: 'xstate.done.actor.save', output: { ...summary, payoutMethod: { type: 'bank_transfer', email: null, accountHolder: 'Ada', iban: 'DE89370400440532013000' } } } as never);
    expect(said).toEqual(['Payout method saved.']);
    actor.stop();
  });
});

describe('withdrawalMachine', () => {
  const refused = new Error('You can request a withdrawal once your balance reaches $50.00.');
  walkShortestPaths(withdrawalMachine, {
    input: {},
    events: [{ type: 'REQUEST' }, { type: 'xstate.done.actor.request' }, { type: 'xstate.error.actor.request', error: refused }],
    facts: (s) => [s.context.error],
  }, {
    requesting: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(state.context.error).toBeNull();
    },
    idle: (state) => expect([null, refused.message]).toContain(state.context.error),
  });

  it('ignores a second request while one is out, and says it was sent', () => {
    const actor = createActor(withoutEffects(withdrawalMachine), { input: {} });
    const said: string[] = [];
    actor.on('sent', (event) => said.push(event.message));
    actor.start();
    actor.send({ type: 'REQUEST' });
    const during = actor.getSnapshot();
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot()).toBe(during);
    actor.send({ type: 'xstate.done.actor.request' } as never);
    expect(said).toEqual(['Withdrawal request sent successfully!']);
    actor.stop();
  });
});
