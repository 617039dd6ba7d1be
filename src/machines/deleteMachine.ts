import { emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { errorText } from '../lib/errors';
import { gatewayOf, type WithGateway } from './gatewayClient';

// Deleting one item after a confirmation: a classification, a conversation in the history, a
// writer's or coder's document. The same three steps everywhere — asked, confirmed (the dialog's
// Delete, disabled while the call is on its way), deleted or refused — so one machine; each
// domain gives it how it deletes (`remove`, a function over the gateway client, like a list
// source's). Graphcache takes the item out of its lists; the screen turns what this tells it
// into a toast and, for the item on show, a move away.

/** How a domain deletes one of its items; throws with the server's message when refused. */
export type Remove = (client: Client, id: string) => Promise<unknown>;

export interface DeleteInput extends WithGateway {
  id: string;
  remove: Remove;
}

export const deleteMachine = setup({
  types: {
    input: {} as DeleteInput,
    context: {} as DeleteInput,
    events: {} as { type: 'DELETE' } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    emitted: {} as { type: 'failed'; message: string } | { type: 'deleted'; id: string },
  },
  actors: {
    remove: fromPromise<unknown, DeleteInput>(({ input }) => input.remove(gatewayOf(input, 'deleteMachine'), input.id)),
  },
}).createMachine({
  id: 'delete',
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
        input: ({ context }) => context,
        onDone: { target: 'deleted', actions: emit(({ context }) => ({ type: 'deleted' as const, id: context.id })) },
        onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'failed' as const, message: errorText(event.error) })) },
      },
    },
    deleted: { type: 'final' },
  },
});
