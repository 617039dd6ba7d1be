import { assertEvent, assign, emit, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { CaptchaTokenMutation, SignupGuestMutation } from '../../gateway/signin/operations';
import { errorStatus } from '../../lib/errors';
import { storedReferral } from '../../lib/referral';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The guest modal (SPEC §2, §6): someone who is not logged in types a first name, the
// gateway signs them up as a guest, and the chat can go on. The calls go through the gateway
// client the machine gets in its input. The proof-of-work captcha takes seconds: a child actor
// solves it (in a Web Worker) as soon as the modal opens, beside the dialog, and Continue waits
// for it only when the guest was quicker.

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
    context: {} as { client: Client | null; firstName: string; error: string | null; captchaToken: string | null },
    events: {} as
      | { type: 'OPEN' }
      | { type: 'PROMPT.FOCUS' }
      | { type: 'CLOSE' }
      | { type: 'NAME.CHANGE'; value: string }
      | { type: 'SUBMIT' },
    emitted: {} as { type: 'signedUp'; isAdmin: boolean },
  },
  actors: {
    signupGuest: fromPromise<GuestSignedUp, WithGateway & { firstName: string; captchaToken: string | null }>(async ({ input }) => {
      const variables = { firstName: input.firstName, ref: storedReferral(), captchaToken: input.captchaToken };
      const result = await gatewayOf(input, 'guestSignupMachine').mutation(SignupGuestMutation, variables).toPromise();
      if (result.error) throw result.error;
      const payload = result.data?.signupGuest;
      if (!payload?.jwt) throw new MissingJwtError(payload?.message ?? null);
      return { isAdmin: payload.isAdmin };
    }),
    solveCaptcha: fromPromise<string, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'guestSignupMachine').mutation(CaptchaTokenMutation, {}).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('No captcha.');
      return result.data.captchaToken;
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
    // Sent with a signup, a solution is spent whatever the answer: the next signup needs a new one.
    spendCaptcha: assign({ captchaToken: null }),
  },
}).createMachine({
  id: 'guestSignup',
  context: ({ input }) => ({ client: input.client ?? null, firstName: '', error: null, captchaToken: null }),
  type: 'parallel',
  states: {
    dialog: {
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
          initial: 'waitingForCaptcha',
          states: {
            // The guest pressed Continue before the solution arrived. Should solving have failed,
            // the gateway solves one itself with the signup.
            waitingForCaptcha: {
              always: { guard: not(stateIn({ captcha: 'solving' })), target: 'sending' },
            },
            sending: {
              invoke: {
                id: 'signupGuest',
                src: 'signupGuest',
                input: ({ context }) => ({ client: context.client, firstName: context.firstName.trim(), captchaToken: context.captchaToken }),
                onDone: {
                  target: '#guestSignup.dialog.done',
                  actions: ['spendCaptcha', emit(({ event }) => ({ type: 'signedUp' as const, isAdmin: event.output.isAdmin }))],
                },
                onError: {
                  target: '#guestSignup.dialog.open',
                  actions: ['spendCaptcha', assign({ error: ({ event }) => guestSignupErrorText(event.error) })],
                },
              },
            },
          },
        },
        // Not final: after a logout the same modal can open again.
        done: {
          on: { OPEN: { target: 'open', actions: 'clearError' } },
        },
      },
    },
    // The captcha's solution for the next signup, solved while the dialog is open.
    captcha: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: stateIn({ dialog: 'open' }), target: 'solving' },
        },
        solving: {
          invoke: {
            id: 'solveCaptcha',
            src: 'solveCaptcha',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'ready', actions: assign({ captchaToken: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        // Held until a signup spends it.
        ready: {
          always: { guard: ({ context }) => context.captchaToken === null, target: 'idle' },
        },
        // Not tried again at once (the network may be down): Continue tries again, and the
        // signup it starts solves one itself when this has none.
        failed: {
          on: { SUBMIT: { guard: stateIn({ dialog: 'open' }), target: 'idle' } },
        },
      },
    },
  },
});

type GuestSnapshot = SnapshotFrom<typeof guestSignupMachine>;
/** What the guest modal shows (GuestModal in src/ui). */
export const selectGuestModal = (snapshot: GuestSnapshot) => ({
  visible: snapshot.hasTag('visible'),
  busy: snapshot.hasTag('busy'),
  firstName: snapshot.context.firstName,
  error: snapshot.context.error,
});
/** Signed up here: `me` is still being read again, and the modal must not open meanwhile. */
export const selectSignedUp = (snapshot: GuestSnapshot) => snapshot.matches({ dialog: 'done' });
