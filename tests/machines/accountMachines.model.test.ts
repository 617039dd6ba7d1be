import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountFormMachine } from '../../src/machines/account/accountFormMachine';
import { apiKeyMachine } from '../../src/machines/api-keys/apiKeyMachine';
import { authMachine } from '../../src/machines/account/authMachine';
import { twoFactorMachine } from '../../src/machines/account/twoFactorMachine';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through the account page's machines and the login's 2FA step, walked on
// the machines themselves (their effects' answers are events): 2FA's generate → QR modal →
// enable (a code and the current password) → recovery codes shown once → on → disable, a refusal
// kept in the modal with the server's words and what was typed; an API key (with the password
// when the account has one) shown once and forgotten on close, revoke after a confirmation; a
// login that the server answers with a challenge asks for the code and signs in only after it.
// The account e2e suite drives the same flows on the real screens against the real server.

const refused = new Error('The code is not valid or was already used.');
const setup = { qrCode: 'data:image/png;base64,AAA', secret: 'JBSWY3DPEHPK3PXP', method: 'totp', status: 'pending' };

describe('twoFactorMachine', () => {
  for (const enabled of [false, true]) {
    const paths = walkShortestPaths(twoFactorMachine, {
      prefix: `${enabled ? 'on' : 'off'}: `,
      input: { enabled },
      events: [
        { type: 'GENERATE' },
        { type: 'xstate.done.actor.generate', output: setup },
        { type: 'xstate.error.actor.generate', error: new Error('Network error. Please try again later.') },
        { type: 'CODE.CHANGE', value: '123456' },
        { type: 'PASSWORD.CHANGE', value: 'correct horse battery' },
        { type: 'ENABLE' },
        { type: 'xstate.done.actor.enable', output: ['aaaa-bbbb', 'cccc-dddd'] },
        { type: 'xstate.error.actor.enable', error: refused },
        { type: 'CLOSE' },
        { type: 'DISABLE' },
        { type: 'CONFIRM' },
        { type: 'xstate.done.actor.disable' },
        { type: 'xstate.error.actor.disable', error: refused },
      ],
      facts: (s) => [s.context.code !== '', s.context.password !== '', s.context.error, s.context.recoveryCodes.length, !!s.context.setup],
    }, {
      scanning: (state) => {
        // The QR modal shows the code and the secret as text.
        expect(state.hasTag('qrModal')).toBe(true);
        expect(state.context.setup?.secret).toBe(setup.secret);
        if (state.context.error) expect([refused.message, 'Please enter the code from your authenticator app and your current password.']).toContain(state.context.error);
      },
      enabling: (state) => {
        expect(state.can({ type: 'ENABLE' })).toBe(false);
        // Never sent without both.
        expect(state.context.code).not.toBe('');
        expect(state.context.password).not.toBe('');
      },
      recoveryCodes: (state) => {
        // Enabling closed the QR modal; the codes are shown once.
        expect(state.hasTag('qrModal')).toBe(false);
        expect(state.context.recoveryCodes).toEqual(['aaaa-bbbb', 'cccc-dddd']);
      },
      on: (state) => {
        expect(state.context.recoveryCodes).toEqual([]);
        expect(state.context.setup).toBeNull();
        expect(state.context.password).toBe('');
      },
      off: (state) => expect(state.hasTag('qrModal') || state.hasTag('enabled')).toBe(false),
      disabling: (state) => expect(state.can({ type: 'CONFIRM' })).toBe(false),
    });
    it(`starting ${enabled ? 'on' : 'off'}: has paths to walk`, () => expect(paths.length).toBeGreaterThan(3));
  }

  it('announces enabling once, and a refusal keeps the modal open with the words and what was typed', async () => {
    const actor = createActor(withoutEffects(twoFactorMachine), { input: { enabled: false } });
    const said: string[] = [];
    actor.on('enabled', () => said.push('enabled'));
    actor.start();
    actor.send({ type: 'GENERATE' });
    actor.send({ type: 'xstate.done.actor.generate', output: setup } as never);
    actor.send({ type: 'CODE.CHANGE', value: '000000' });
    actor.send({ type: 'ENABLE' });
    expect(actor.getSnapshot().context.error).toBe('Please enter the code from your authenticator app and your current password.');
    expect(actor.getSnapshot().matches('scanning')).toBe(true);
    actor.send({ type: 'PASSWORD.CHANGE', value: 'not the password' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'xstate.error.actor.enable', error: new Error('Your password is not correct.') } as never);
    expect(actor.getSnapshot().hasTag('qrModal')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Your password is not correct.', code: '000000', password: 'not the password' });
    actor.send({ type: 'PASSWORD.CHANGE', value: 'correct horse battery' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'xstate.error.actor.enable', error: refused } as never);
    expect(actor.getSnapshot().context.error).toBe(refused.message);
    actor.send({ type: 'CODE.CHANGE', value: '123456' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'xstate.done.actor.enable', output: ['x'] } as never);
    expect(said).toEqual(['enabled']);
    actor.stop();
  });
});

describe('apiKeyMachine', () => {
  const created = { id: 'k1', name: 'CI', prefix: 'atl_abcdefgh', key: 'atl_abcdefghSECRET' };
  for (const needsPassword of [true, false]) {
    walkShortestPaths(apiKeyMachine, {
      prefix: needsPassword ? 'with a password: ' : 'a guest: ',
      input: { needsPassword },
      events: [
        { type: 'CREATE' },
        { type: 'NAME.CHANGE', value: 'CI' },
        { type: 'PASSWORD.CHANGE', value: 'correct horse battery' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.create', output: created },
        { type: 'xstate.error.actor.create', error: new Error('You can have at most 50 API keys in a workspace. Revoke one first.') },
        { type: 'COPY' },
        { type: 'CLOSE' },
        { type: 'REVOKE', id: 'k1', label: 'CI' },
        { type: 'CONFIRM' },
        { type: 'xstate.done.actor.revoke' },
        { type: 'xstate.error.actor.revoke', error: new Error('This API key does not exist or was revoked.') },
      ],
      facts: (s) => [s.context.name, s.context.password !== '', !!s.context.created, s.context.error, s.context.revoking?.id],
    }, {
      idle: (state) => expect(state.context.created).toBeNull(),
      naming: (state) => {
        // Submitting without the password stays here and says what is missing.
        if (state.context.error && needsPassword && state.context.password === '') expect(state.context.error).toBe('Please enter your current password.');
      },
      showingKey: (state) => {
        expect(state.context.created?.key).toBe(created.key);
        expect(state.context.password).toBe('');
      },
      creating: (state) => {
        expect(state.can({ type: 'SUBMIT' })).toBe(false);
        if (needsPassword) expect(state.context.password).not.toBe('');
      },
      confirmingRevoke: (state) => expect(state.context.revoking).toEqual({ id: 'k1', label: 'CI' }),
      revoking: (state) => expect(state.can({ type: 'CONFIRM' })).toBe(false),
    });
  }
});

describe("authMachine's 2FA step", () => {
  walkShortestPaths(authMachine, {
    input: { mode: 'login' },
    events: [
      { type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' },
      { type: 'FIELD.CHANGE', field: 'password', value: 'secret' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.submit', output: { challenge: 'ch1' } },
      { type: 'FIELD.CHANGE', field: 'code', value: '123456' },
      { type: 'xstate.done.actor.verify', output: { isAdmin: false } },
      { type: 'xstate.error.actor.verify', error: refused },
      { type: 'BACK' },
    ],
    facts: (s) => [s.context.fields.email !== '', s.context.fields.password !== '', s.context.fields.code !== '', s.context.error, s.context.challenge],
  }, {
    twoFactor: (state) => {
      expect(state.context.challenge).toBe('ch1');
      expect(state.hasTag('twoFactor')).toBe(true);
    },
    verifying: (state) => expect(state.can({ type: 'SUBMIT' })).toBe(false),
    // Back to the password: the challenge and the password are gone.
    editing: (state) => expect(state.context.challenge).toBeNull(),
  });

  it('signs in only after the code', async () => {
    const actor = createActor(withoutEffects(authMachine), { input: { mode: 'login' } });
    const signedIn: boolean[] = [];
    actor.on('authenticated', (event) => signedIn.push(event.isAdmin));
    actor.start();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.submit', output: { challenge: 'ch1' } } as never);
    expect(signedIn).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('Please enter the code from your authenticator app.');
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.verify', output: { isAdmin: false } } as never);
    expect(signedIn).toEqual([false]);
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});

describe('accountFormMachine', () => {
  const input = {
    fields: { email: '', password: '' },
    send: async () => null,
    success: 'Email changed successfully!',
    required: { fields: ['email'], message: 'Please enter the new email address.' },
    clearOnSave: ['password'],
  };
  walkShortestPaths(accountFormMachine, {
    input,
    events: [
      { type: 'FIELD.CHANGE', field: 'email', value: 'new@example.com' },
      { type: 'FIELD.CHANGE', field: 'password', value: 'secret' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.send', output: null },
      { type: 'xstate.error.actor.send', error: new Error('This email is already taken.') },
    ],
    facts: (s) => [s.context.fields, s.context.error],
  }, {
    sending: (state) => expect(state.can({ type: 'SUBMIT' })).toBe(false),
    editing: (state) => {
      if (state.context.error) expect(['Please enter the new email address.', 'This email is already taken.']).toContain(state.context.error);
    },
  });

  it("says the server's words when it has them, else the form's, and clears what it should", () => {
    const actor = createActor(withoutEffects(accountFormMachine), { input });
    const said: string[] = [];
    actor.on('saved', (event) => said.push(event.message));
    actor.start();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.send', output: null } as never);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.send', output: 'Check your inbox.' } as never);
    expect(said).toEqual(['Email changed successfully!', 'Check your inbox.']);
    expect(actor.getSnapshot().context.fields).toEqual({ email: 'new@example.com', password: '' });
    actor.stop();
  });
});
