import { fromPromise } from 'xstate';
import { buildExport } from '../../lib/exports/build';
import { downloadFile } from '../../lib/exports/download';
import type { ExportDone, ExportRequest } from './exportMachine';

// The real effect behind exportMachine: build the file in the browser, then download it.
export const exportActors = {
  exportConversation: fromPromise<ExportDone, ExportRequest>(async ({ input }) => {
    const file = await buildExport(input.format, input.conversation);
    downloadFile(file);
    return { filename: file.filename };
  }),
};
