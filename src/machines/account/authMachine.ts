import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { LoginMutation, SignupMutation } from '../../gateway/account/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The login and signup forms: same flow (edit → submit → done or error), different call, made
// through the gateway client the machine gets in its input.

export type AuthMode = 'login' | 'signup';

export interface AuthFields {
  email: string;
  password: string;
  firstName: string;
}

export interface AuthResult {
  isAdmin: boolean;
}

type SubmitInput = WithGateway & { mode: AuthMode; fields: AuthFields };

export const authMachine = setup({
  types: {
    input: {} as WithGateway & { mode: AuthMode },
    context: {} as { client: Client | null; mode: AuthMode; fields: AuthFields; error: string | null },
    events: {} as { type: 'FIELD.CHANGE'; field: keyof AuthFields; value: string } | { type: 'SUBMIT' },
    emitted: {} as { type: 'authenticated'; isAdmin: boolean },
  },
  actors: {
    submit: fromPromise<AuthResult, SubmitInput>(async ({ input }) => {
      const client = gatewayOf(input, 'authMachine');
      const { email, password, firstName } = input.fields;
      if (input.mode === 'login') {
        const result = await client.mutation(LoginMutation, { email: email.trim(), password }).toPromise();
        if (result.error || !result.data) throw result.error;
        return { isAdmin: result.data.login.isAdmin };
      }
      const variables = { email: email.trim(), password, firstName: firstName.trim() || undefined };
      const result = await client.mutation(SignupMutation, variables).toPromise();
      if (result.error || !result.data) throw result.error;
      return { isAdmin: result.data.signup.isAdmin };
    }),
  },
  guards: {
    isComplete: ({ context }) => context.fields.email.trim() !== '' && context.fields.password !== '',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
    requireFields: assign({ error: 'Please enter your email and password.' }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ client: input.client ?? null, mode: input.mode, fields: { email: '', password: '', firstName: '' }, error: null }),
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
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'authenticated' as const, isAdmin: event.output.isAdmin })),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
