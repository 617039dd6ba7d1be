import { assertEvent, emit, fromPromise, setup } from 'xstate';
import type { Client, OperationResult } from '@urql/core';
import type { OlderMessagesQuery as OlderMessagesQueryResult, OlderMessagesQueryVariables } from '../../gateway/generated/graphql';
import { OlderMessagesQuery } from '../../gateway/history/operations';
import { maxMessagePageSize } from '../../../contract/limits';
import type { WithGateway } from '../gatewayClient';
import type { ExportConversation } from '../../lib/exports/blocks';
import { buildExport } from '../../lib/exports/build';
import { downloadFile } from '../../lib/exports/download';
import type { ExportFormat } from '../../lib/exports/file';

// The conversation's Export menu: open it, pick a format, the file is built (its library
// loaded on demand) and downloaded; the screen shows a toast for either outcome. The
// conversation travels with the EXPORT event, so what is exported is what is on screen; a long
// one is read a page at a time, so the messages above the loaded ones (`older`) are fetched first.

/** The path goes on above the loaded messages: above `before`, in conversation `conversationId`. */
export interface OlderThan {
  conversationId: string;
  before: string;
}

export interface ExportRequest extends WithGateway {
  format: ExportFormat;
  conversation: ExportConversation;
  older?: OlderThan | null;
}

export interface ExportDone {
  filename: string;
}

export const exportMachine = setup({
  types: {
    events: {} as
      | { type: 'MENU.TOGGLE' }
      | { type: 'MENU.CLOSE' }
      | { type: 'EXPORT'; format: ExportFormat; conversation: ExportConversation; older?: OlderThan | null },
    input: {} as WithGateway,
    context: {} as { client: Client | null },
    emitted: {} as { type: 'exported'; filename: string } | { type: 'failed'; message: string },
  },
  actors: {
    // Built in the browser (no server call), then handed to the browser as a download.
    exportConversation: fromPromise<ExportDone, ExportRequest>(async ({ input }) => {
      const conversation = input.older && input.client ? await withOlder(input.client, input.conversation, input.older) : input.conversation;
      const file = await buildExport(input.format, conversation);
      downloadFile(file);
      return { filename: file.filename };
    }),
  },
}).createMachine({
  id: 'export',
  context: ({ input }) => ({ client: input.client ?? null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'MENU.TOGGLE': 'open' },
    },
    open: {
      tags: ['open'],
      on: {
        'MENU.TOGGLE': 'closed',
        'MENU.CLOSE': 'closed',
        EXPORT: 'exporting',
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportConversation',
        src: 'exportConversation',
        input: ({ context, event }) => {
          assertEvent(event, 'EXPORT');
          return { format: event.format, conversation: event.conversation, older: event.older, ...(context.client ? { client: context.client } : {}) };
        },
        onDone: {
          target: 'closed',
          actions: emit(({ event }) => ({ type: 'exported' as const, filename: event.output.filename })),
        },
        onError: {
          target: 'closed',
          actions: emit(({ event }) => ({ type: 'failed' as const, message: exportErrorText(event.error) })),
        },
      },
    },
  },
});

/** The whole path: the messages above the loaded ones, a large page at a time, then those. */
async function withOlder(client: Client, conversation: ExportConversation, older: OlderThan): Promise<ExportConversation> {
  const above: ExportConversation['messages'][number][] = [];
  let before: string | null = older.before;
  while (before) {
    const variables: OlderMessagesQueryVariables = { conversationId: older.conversationId, before, limit: maxMessagePageSize };
    const result: OperationResult<OlderMessagesQueryResult> = await client.query(OlderMessagesQuery, variables, { requestPolicy: 'network-only' }).toPromise();
    if (result.error || !result.data) throw result.error ?? new Error('The conversation could not be read.');
    const { items, hasMore } = result.data.olderMessages;
    above.unshift(...items.map((m) => ({ role: m.role, content: m.content, model: m.model, quote: m.quote })));
    before = hasMore ? (items[0]?.id ?? null) : null;
  }
  return { ...conversation, messages: [...above, ...conversation.messages] };
}

export function exportErrorText(error: unknown): string {
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `The export could not be made.${detail}`;
}
