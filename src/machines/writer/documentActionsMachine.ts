import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import type { DocumentKind } from '../../gateway/generated/graphql';
import { DeleteWriterDocumentMutation, RenameWriterDocumentMutation } from '../../gateway/writer/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// What can be done to the document on show (SPEC §2 "Writer and coder": rename, copy, delete):
// rename in place (Enter saves, Escape cancels) and copy its text here; delete after a
// confirmation is the shared deleteMachine over removeDocument. Graphcache updates the tabs;
// the screen turns what these tell it into toasts and navigation.

export const copiedMessage = 'Document copied to clipboard!';
export const deletedMessage = 'Document deleted successfully!';

interface Input extends WithGateway {
  kind: DocumentKind;
  documentId: string;
}

interface Context extends Input {
  title: string;
}

type Event =
  | { type: 'RENAME'; title: string }
  | { type: 'TITLE.CHANGE'; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'COPY'; text: string };

type Emitted = { type: 'copied' } | { type: 'failed'; message: string };

/** Deletes one document of that kind (deleteMachine's `remove`). */
export const removeDocument = (kind: DocumentKind) => async (client: Client, id: string) => {
  const result = await client.mutation(DeleteWriterDocumentMutation, { kind, id }).toPromise();
  if (result.error) throw result.error;
};

export const documentActionsMachine = setup({
  types: { input: {} as Input, context: {} as Context, events: {} as Event, emitted: {} as Emitted },
  actors: {
    rename: fromPromise<void, WithGateway & { kind: DocumentKind; id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'documentActionsMachine').mutation(RenameWriterDocumentMutation, { kind: input.kind, id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
    copy: fromPromise<void, { text: string }>(async ({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    titled: ({ context }) => context.title.trim() !== '',
  },
  actions: {
    failed: emit(({ event }) => ({ type: 'failed' as const, message: errorText((event as { error?: unknown }).error) })),
  },
}).createMachine({
  id: 'documentActions',
  context: ({ input }) => ({ ...input, title: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        RENAME: {
          target: 'renaming',
          actions: assign(({ event }) => ({ title: event.title })),
        },
        COPY: 'copying',
      },
    },
    renaming: {
      tags: 'renaming',
      on: {
        'TITLE.CHANGE': {
          actions: assign(({ event }) => ({ title: event.value })),
        },
        // An empty title is refused by the server; here it just cancels.
        SAVE: [{ guard: 'titled', target: 'saving' }, { target: 'idle' }],
        CANCEL: 'idle',
      },
    },
    saving: {
      tags: ['renaming', 'busy'],
      invoke: {
        id: 'rename',
        src: 'rename',
        input: ({ context }) => ({ client: context.client, kind: context.kind, id: context.documentId, title: context.title.trim() }),
        onDone: 'idle',
        onError: { target: 'renaming', actions: 'failed' },
      },
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ event }) => {
          assertEvent(event, 'COPY');
          return { text: event.text };
        },
        onDone: { target: 'idle', actions: emit({ type: 'copied' as const }) },
        onError: { target: 'idle', actions: 'failed' },
      },
    },
  },
});

/** The title being typed while renaming, or null when not renaming. */
export const selectRenaming = (snapshot: SnapshotFrom<typeof documentActionsMachine>) => (snapshot.hasTag('renaming') ? snapshot.context.title : null);
