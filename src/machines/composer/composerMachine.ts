import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ComposerEchoMutation } from '../../gateway/composer/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The Composer tool's flow: type a text, Echo sends it (a second press while it is out is
// ignored), then the answer or the server's words. The view reads `composerView`, never the context.

export interface ComposerAnswer {
  text: string;
  characters: number;
  echoes: number;
}

interface Context extends WithGateway {
  text: string;
  answer: ComposerAnswer | null;
  error: string | null;
}

type Event = { type: 'TEXT.CHANGE'; value: string } | { type: 'SUBMIT' };

export const composerMachine = setup({
  types: { input: {} as WithGateway, context: {} as Context, events: {} as Event },
  actors: {
    echo: fromPromise<ComposerAnswer, WithGateway & { text: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'composerMachine').mutation(ComposerEchoMutation, { text: input.text }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The text could not be sent.');
      return result.data.composerEcho;
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    keepText: assign(({ event }) => (event.type === 'TEXT.CHANGE' ? { text: event.value } : {})),
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({ client: input.client, text: '', answer: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'TEXT.CHANGE': { actions: 'keepText' },
        SUBMIT: { guard: 'hasText', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'echo',
        src: 'echo',
        input: ({ context }) => ({ client: context.client, text: context.text }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ answer: event.output, error: null })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
      },
    },
  },
});

/** What the view shows: the text typed, the last answer, the refusal, and whether a send is out. */
export function composerView(snapshot: SnapshotFrom<typeof composerMachine>) {
  const { text, answer, error } = snapshot.context;
  return { text, answer, error, busy: snapshot.hasTag('busy') };
}
