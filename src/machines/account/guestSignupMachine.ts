import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { SignupGuestMutation } from '../../gateway/signin/operations';
import { errorStatus } from '../../lib/errors';
import { storedReferral } from '../../lib/referral';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The guest modal (SPEC §2, §6): someone who is not logged in types a first name, the
// gateway solves the captcha and signs them up as a guest, and the chat can go on. The call
// goes through the gateway client the machine gets in its input.

export const REGISTRATION_FAILED = 'An error occurred during registration.';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const NETWORK_ERROR = 'Network error. Please try again later.';
export const NAME_REQUIRED = 'Please enter your first name.';

export interface GuestSignedUp {
  isAdmin: boolean;
}

/** Thrown when the server answered but gave no token (SPEC §8 "no jwt"). */
export class MissingJwtError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? REGISTRATION_FAILED);
  }
}

/** The three texts of SPEC §8, chosen from what went wrong. */
export function guestSignupErrorText(error: unknown): string {
  if (error instanceof MissingJwtError) return error.serverMessage || REGISTRATION_FAILED;
  const status = errorStatus(error);
  // No status: either the server answered without a jwt (the gateway then raises a GraphQL
  // error carrying the server's message) or the call threw before any answer (network).
  if (status === undefined) return hasGraphQLErrors(error) ? serverMessage(error) || REGISTRATION_FAILED : NETWORK_ERROR;
  if (status === 0) return NETWORK_ERROR;
  if (status >= 500) return SERVER_ERROR;
  return serverMessage(error) || SERVER_ERROR;
}

function hasGraphQLErrors(error: unknown): boolean {
  return ((error as { graphQLErrors?: unknown[] }).graphQLErrors?.length ?? 0) > 0;
}

// A 4xx answer carries the server's `{ message }` (e.g. 'Captcha verification failed.').
function serverMessage(error: unknown): string | undefined {
  const e = error as { graphQLErrors?: ReadonlyArray<{ message?: string }>; message?: string };
  return e.graphQLErrors?.[0]?.message ?? e.message;
}

export const guestSignupMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as { client: Client | null; firstName: string; error: string | null },
    events: {} as
      | { type: 'OPEN' }
      | { type: 'PROMPT.FOCUS' }
      | { type: 'CLOSE' }
      | { type: 'NAME.CHANGE'; value: string }
      | { type: 'SUBMIT' },
    emitted: {} as { type: 'signedUp'; isAdmin: boolean },
  },
  actors: {
    signupGuest: fromPromise<GuestSignedUp, WithGateway & { firstName: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'guestSignupMachine').mutation(SignupGuestMutation, { firstName: input.firstName, ref: storedReferral() }).toPromise();
      if (result.error) throw result.error;
      const payload = result.data?.signupGuest;
      if (!payload?.jwt) throw new MissingJwtError(payload?.message ?? null);
      return { isAdmin: payload.isAdmin };
    }),
  },
  guards: {
    hasName: ({ context }) => context.firstName.trim() !== '',
  },
  actions: {
    changeName: assign(({ event }) => {
      assertEvent(event, 'NAME.CHANGE');
      return { firstName: event.value, error: null };
    }),
    requireName: assign({ error: NAME_REQUIRED }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'guestSignup',
  context: ({ input }) => ({ client: input.client ?? null, firstName: '', error: null }),
  initial: 'closed',
  states: {
    // SPEC §4: opens when a logged-out user focuses the prompt (PROMPT.FOCUS) or sends (OPEN).
    closed: {
      on: {
        OPEN: { target: 'open', actions: 'clearError' },
        'PROMPT.FOCUS': { target: 'open', actions: 'clearError' },
      },
    },
    // Closed by the user: focus returning to the prompt must not pop it up again at once;
    // sending still does.
    dismissed: {
      on: { OPEN: { target: 'open', actions: 'clearError' } },
    },
    open: {
      tags: 'visible',
      on: {
        'NAME.CHANGE': { actions: 'changeName' },
        SUBMIT: [{ guard: 'hasName', target: 'submitting' }, { actions: 'requireName' }],
        CLOSE: 'dismissed',
      },
    },
    submitting: {
      tags: ['visible', 'busy'],
      invoke: {
        id: 'signupGuest',
        src: 'signupGuest',
        input: ({ context }) => ({ client: context.client, firstName: context.firstName.trim() }),
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'signedUp' as const, isAdmin: event.output.isAdmin })),
        },
        onError: {
          target: 'open',
          actions: assign({ error: ({ event }) => guestSignupErrorText(event.error) }),
        },
      },
    },
    // Not final: after a logout the same modal can open again.
    done: {
      on: { OPEN: { target: 'open', actions: 'clearError' } },
    },
  },
});
