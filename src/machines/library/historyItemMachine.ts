import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { DeleteConversationMutation, RenameConversationMutation } from '../../gateway/history/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// One conversation in the history renamed in place; graphcache updates the list after the
// mutation, and the screen turns a refusal into a toast. Its delete, after a confirmation, is
// the shared deleteMachine over removeConversation.

interface Input extends WithGateway {
  conversationId: string;
}

interface Context extends Input {
  /** The title being saved. */
  title: string;
}

/** SAVE: the field's text, and the title shown now (it may have changed elsewhere meanwhile). */
type Event = { type: 'EDIT' } | { type: 'SAVE'; title: string; current: string | null } | { type: 'CANCEL' };

/** Deletes one conversation (deleteMachine's `remove`). */
export async function removeConversation(client: Client, id: string) {
  const result = await client.mutation(DeleteConversationMutation, { id }).toPromise();
  if (result.error) throw result.error;
}

export const historyItemMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'failed'; message: string },
  },
  actors: {
    rename: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'historyItemMachine').mutation(RenameConversationMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    // Blank or unchanged: nothing to save.
    changed: ({ event }) => {
      assertEvent(event, 'SAVE');
      const title = event.title.trim();
      return title !== '' && title !== event.current;
    },
  },
  actions: {
    failed: emit(({ event }) => ({ type: 'failed' as const, message: errorText((event as { error?: unknown }).error) })),
  },
}).createMachine({
  id: 'historyItem',
  context: ({ input }) => ({ ...input, title: '' }),
  initial: 'viewing',
  states: {
    viewing: {
      on: { EDIT: 'editing' },
    },
    editing: {
      tags: 'editing',
      on: {
        SAVE: [{ guard: 'changed', target: 'renaming', actions: assign({ title: ({ event }) => event.title.trim() }) }, { target: 'viewing' }],
        CANCEL: 'viewing',
      },
    },
    renaming: {
      invoke: {
        id: 'rename',
        src: 'rename',
        input: ({ context }) => ({ client: context.client, id: context.conversationId, title: context.title }),
        onDone: 'viewing',
        onError: { target: 'viewing', actions: 'failed' },
      },
    },
  },
});
