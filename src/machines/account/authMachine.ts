import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { LoginMutation, LoginTwoFactorMutation, SignupMutation } from '../../gateway/signin/operations';
import { errorText } from '../../lib/errors';
import { forgetReferral, storedReferral } from '../../lib/referral';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The login and signup forms: same flow (edit → submit → done or error), different call, made
// through the gateway client the machine gets in its input. A login whose account has 2FA on
// gets no session from the password: the server answers a challenge, and the form asks for a
// code from the authenticator app (or a recovery code), sent with it (SPEC §6, issue's item 8).
// A wrong code stays on that step with the server's words; Back starts over with the password.

export type AuthMode = 'login' | 'signup';

export interface AuthFields {
  email: string;
  password: string;
  firstName: string;
  /** The 2FA step's code: six digits from the app, or a recovery code. */
  code: string;
}

/** Signed in, or (login with 2FA on) a challenge to answer with a code. */
export type AuthResult = { isAdmin: boolean; challenge?: undefined } | { challenge: string; isAdmin?: undefined };

type SubmitInput = WithGateway & { mode: AuthMode; fields: AuthFields };
type VerifyInput = WithGateway & { challenge: string; code: string };

export const authMachine = setup({
  types: {
    input: {} as WithGateway & { mode: AuthMode },
    context: {} as { client: Client | null; mode: AuthMode; fields: AuthFields; error: string | null; challenge: string | null },
    events: {} as { type: 'FIELD.CHANGE'; field: keyof AuthFields; value: string } | { type: 'SUBMIT' } | { type: 'BACK' },
    emitted: {} as { type: 'authenticated'; isAdmin: boolean },
  },
  actors: {
    submit: fromPromise<AuthResult, SubmitInput>(async ({ input }) => {
      const client = gatewayOf(input, 'authMachine');
      const { email, password, firstName } = input.fields;
      if (input.mode === 'login') {
        const result = await client.mutation(LoginMutation, { email: email.trim(), password }).toPromise();
        if (result.error || !result.data) throw result.error;
        const { challenge, auth } = result.data.login;
        return challenge ? { challenge } : { isAdmin: auth?.isAdmin ?? false };
      }
      // The affiliate code the visitor arrived with (src/lib/referral.ts), spent by this signup.
      const variables = { email: email.trim(), password, firstName: firstName.trim() || undefined, ref: storedReferral() };
      const result = await client.mutation(SignupMutation, variables).toPromise();
      if (result.error || !result.data) throw result.error;
      forgetReferral();
      return { isAdmin: result.data.signup.isAdmin };
    }),
    verify: fromPromise<{ isAdmin: boolean }, VerifyInput>(async ({ input }) => {
      const result = await gatewayOf(input, 'authMachine').mutation(LoginTwoFactorMutation, { challenge: input.challenge, code: input.code.trim() }).toPromise();
      if (result.error || !result.data) throw result.error;
      return { isAdmin: result.data.loginTwoFactor.isAdmin };
    }),
  },
  guards: {
    isComplete: ({ context }) => context.fields.email.trim() !== '' && context.fields.password !== '',
    hasCode: ({ context }) => context.fields.code.trim() !== '',
    isChallenged: ({ event }) => !!(event as unknown as { output: AuthResult }).output.challenge,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
    requireFields: assign({ error: 'Please enter your email and password.' }),
    requireCode: assign({ error: 'Please enter the code from your authenticator app.' }),
    signedIn: emit(({ event }) => ({ type: 'authenticated' as const, isAdmin: (event as unknown as { output: { isAdmin: boolean } }).output.isAdmin })),
    showError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ client: input.client ?? null, mode: input.mode, fields: { email: '', password: '', firstName: '', code: '' }, error: null, challenge: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'requireFields' }],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ client: context.client, mode: context.mode, fields: context.fields }),
        onDone: [
          {
            guard: 'isChallenged',
            target: 'twoFactor',
            actions: assign({ challenge: ({ event }) => event.output.challenge ?? null, error: null }),
          },
          { target: 'done', actions: 'signedIn' },
        ],
        onError: { target: 'editing', actions: 'showError' },
      },
    },
    twoFactor: {
      tags: 'twoFactor',
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: [{ guard: 'hasCode', target: 'verifying' }, { actions: 'requireCode' }],
        BACK: {
          target: 'editing',
          actions: assign(({ context }) => ({ challenge: null, error: null, fields: { ...context.fields, password: '', code: '' } })),
        },
      },
    },
    verifying: {
      tags: ['busy', 'twoFactor'],
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ client: context.client, challenge: context.challenge!, code: context.fields.code }),
        onDone: { target: 'done', actions: 'signedIn' },
        // A refused code is used up or wrong: clear it for the next one, keep the words.
        onError: { target: 'twoFactor', actions: ['showError', assign(({ context }) => ({ fields: { ...context.fields, code: '' } }))] },
      },
    },
    done: { type: 'final' },
  },
});

/** The fields as typed. */
export const selectAuthFields = (snapshot: SnapshotFrom<typeof authMachine>) => snapshot.context.fields;
/** The server's refusal, in its words. */
export const selectAuthError = (snapshot: SnapshotFrom<typeof authMachine>) => snapshot.context.error;
