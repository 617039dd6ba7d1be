import { emit, fromPromise, setup } from 'xstate';
import { DeleteClassificationMutation } from '../../gateway/classifier/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Deleting the classification on show, after a confirmation. Graphcache takes it out of the
// history; the screen turns what this tells it into a toast and a move back to the form.

interface Input extends WithGateway {
  classificationId: string;
}

export const classificationDeleteMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Input,
    events: {} as { type: 'DELETE' } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    emitted: {} as { type: 'failed'; message: string } | { type: 'deleted'; classificationId: string },
  },
  actors: {
    remove: fromPromise<void, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'classificationDeleteMachine').mutation(DeleteClassificationMutation, { id: input.id }).toPromise();
      if (result.error) throw result.error;
    }),
  },
}).createMachine({
  id: 'classificationDelete',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { on: { DELETE: 'confirming' } },
    confirming: {
      tags: 'confirming',
      on: { CONFIRM: 'deleting', CANCEL: 'idle' },
    },
    deleting: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ client: context.client, id: context.classificationId }),
        onDone: { target: 'deleted', actions: emit(({ context }) => ({ type: 'deleted' as const, classificationId: context.classificationId })) },
        onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'failed' as const, message: errorText(event.error) })) },
      },
    },
    deleted: { type: 'final' },
  },
});
