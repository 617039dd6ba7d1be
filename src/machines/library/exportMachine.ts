import { assertEvent, emit, fromPromise, setup } from 'xstate';
import type { ExportConversation } from '../../lib/exports/blocks';
import { buildExport } from '../../lib/exports/build';
import { downloadFile } from '../../lib/exports/download';
import type { ExportFormat } from '../../lib/exports/file';

// The conversation's Export menu: open it, pick a format, the file is built (its library
// loaded on demand) and downloaded; the screen shows a toast for either outcome. The
// conversation travels with the EXPORT event, so what is exported is what is on screen.

export interface ExportRequest {
  format: ExportFormat;
  conversation: ExportConversation;
}

export interface ExportDone {
  filename: string;
}

export const exportMachine = setup({
  types: {
    events: {} as
      | { type: 'MENU.TOGGLE' }
      | { type: 'MENU.CLOSE' }
      | { type: 'EXPORT'; format: ExportFormat; conversation: ExportConversation },
    emitted: {} as { type: 'exported'; filename: string } | { type: 'failed'; message: string },
  },
  actors: {
    // Built in the browser (no server call), then handed to the browser as a download.
    exportConversation: fromPromise<ExportDone, ExportRequest>(async ({ input }) => {
      const file = await buildExport(input.format, input.conversation);
      downloadFile(file);
      return { filename: file.filename };
    }),
  },
}).createMachine({
  id: 'export',
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
        input: ({ event }) => {
          assertEvent(event, 'EXPORT');
          return { format: event.format, conversation: event.conversation };
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

export function exportErrorText(error: unknown): string {
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `The export could not be made.${detail}`;
}
