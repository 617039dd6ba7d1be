import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { DeleteConversationMutation, RenameConversationMutation } from '../../gateway/library/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// One conversation in the history: renamed in place, deleted after a confirmation. Graphcache
// updates the list after either mutation; the screen turns what this tells it into a toast or,
// when the open conversation is deleted, a move to a new chat.

interface Input extends WithGateway {
  conversationId: string;
}

interface Context extends Input {
  /** The title being saved. */
  title: string;
}

/** SAVE: the field's text, and the title shown now (it may have changed elsewhere meanwhile). */
type Event = { type: 'EDIT' } | { type: 'SAVE'; title: string; current: string | null } | { type: 'CANCEL' } | { type: 'DELETE' } | { type: 'CONFIRM' };

export const historyItemMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as Event,
    emitted: {} as { type: 'failed'; message: string } | { type: 'deleted'; conversationId: string },
  },
  actors: {
    rename: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'historyItemMachine').mutation(RenameConversationMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
    remove: fromPromise<void, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'historyItemMachine').mutation(DeleteConversationMutation, { id: input.id }).toPromise();
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
      on: { EDIT: 'editing', DELETE: 'confirming' },
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
    confirming: {
      tags: 'confirming',
      on: { CONFIRM: 'deleting', CANCEL: 'viewing' },
    },
    deleting: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ client: context.client, id: context.conversationId }),
        onDone: { target: 'deleted', actions: emit(({ context }) => ({ type: 'deleted' as const, conversationId: context.conversationId })) },
        onError: { target: 'viewing', actions: 'failed' },
      },
    },
    deleted: { type: 'final' },
  },
});
