import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Resending the verification email (SPEC §4 "Resend verification: 60 s countdown blocks
// resending"): one request, then 60 one-second steps during which the button says how long is
// left and a press does nothing. The server refuses a resend inside the same 60 s too; its
// words are shown and the countdown does not start, so the next press asks it again. Seconds
// are `after` steps on the actor's clock, so a test runs the minute on a SimulatedClock.

export const RESEND_SECONDS = 60;
export const VERIFICATION_SENT = 'Verification email send!'; // SPEC §8, as written there

/** How the verification email is asked for; throws with the server's message when refused. */
export type Resend = (client: Client) => Promise<unknown>;

interface Input extends WithGateway {
  resend: Resend;
}

interface Context extends Input {
  secondsLeft: number;
  error: string | null;
}

export const resendCountdownMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as { type: 'RESEND' },
    emitted: {} as { type: 'sent' } | { type: 'failed'; message: string },
  },
  actors: {
    resend: fromPromise<unknown, Input>(({ input }) => input.resend(gatewayOf(input, 'resendCountdownMachine'))),
  },
  delays: { ONE_SECOND: 1000 },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'resendCountdown',
  context: ({ input }) => ({ ...input, secondsLeft: 0, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { RESEND: 'sending' },
    },
    sending: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ client: context.client, resend: context.resend }),
        onDone: { target: 'counting', actions: [assign({ secondsLeft: RESEND_SECONDS }), emit({ type: 'sent' as const })] },
        onError: {
          target: 'ready',
          actions: [assign({ error: ({ event }) => errorText(event.error) }), emit(({ event }) => ({ type: 'failed' as const, message: errorText(event.error) }))],
        },
      },
    },
    counting: {
      tags: 'waiting',
      after: {
        ONE_SECOND: [
          { guard: 'lastSecond', target: 'ready', actions: assign({ secondsLeft: 0 }) },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});

/** Sending, waiting before another send is allowed (and how long), a refusal. */
export function selectResend(snapshot: SnapshotFrom<typeof resendCountdownMachine>) {
  return { busy: snapshot.hasTag('busy'), waiting: snapshot.hasTag('waiting'), seconds: snapshot.context.secondsLeft, error: snapshot.context.error };
}
