import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { TranscriberEchoMutation } from '../../gateway/transcriber/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The Transcriber tool's flow: type a text, Echo sends it (a second press while it is out is
// ignored), then the answer or the server's words. The view reads `transcriberView`, never the context.

export interface TranscriberAnswer {
  text: string;
  characters: number;
  echoes: number;
}

interface Context extends WithGateway {
  text: string;
  answer: TranscriberAnswer | null;
  error: string | null;
}

type Event = { type: 'TEXT.CHANGE'; value: string } | { type: 'SUBMIT' };

export const transcriberMachine = setup({
  types: { input: {} as WithGateway, context: {} as Context, events: {} as Event },
  actors: {
    echo: fromPromise<TranscriberAnswer, WithGateway & { text: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'transcriberMachine').mutation(TranscriberEchoMutation, { text: input.text }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The text could not be sent.');
      return result.data.transcriberEcho;
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    keepText: assign(({ event }) => (event.type === 'TEXT.CHANGE' ? { text: event.value } : {})),
  },
}).createMachine({
  id: 'transcriber',
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
export function transcriberView(snapshot: SnapshotFrom<typeof transcriberMachine>) {
  const { text, answer, error } = snapshot.context;
  return { text, answer, error, busy: snapshot.hasTag('busy') };
}
