import type { ExportConversation } from './blocks';
import type { ExportFile, ExportFormat } from './file';

// One entry point for the export menu. Each format's code (pdf-lib, docx and the fonts are
// the heavy ones) is a dynamic import, so the chat route loads none of it until asked.

export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'pdf', label: 'PDF' },
  { format: 'markdown', label: 'Markdown' },
  { format: 'html', label: 'HTML' },
  { format: 'docx', label: 'Word' },
  { format: 'text', label: 'Text' },
];

export async function buildExport(format: ExportFormat, conversation: ExportConversation): Promise<ExportFile> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf')).exportPdf(conversation);
    case 'docx':
      return (await import('./docx')).exportDocx(conversation);
    case 'html':
      return (await import('./html')).exportHtml(conversation);
    case 'markdown':
      return (await import('./markdown')).exportMarkdown(conversation);
    case 'text':
      return (await import('./text')).exportText(conversation);
  }
}
