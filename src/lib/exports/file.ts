// What every export produces: bytes or text, a MIME type and a file name from the title.

export type ExportFormat = 'pdf' | 'markdown' | 'html' | 'docx' | 'text';

export interface ExportFile {
  filename: string;
  mimeType: string;
  data: string | Uint8Array;
}

export const EXTENSIONS: Record<ExportFormat, string> = {
  pdf: 'pdf',
  markdown: 'md',
  html: 'html',
  docx: 'docx',
  text: 'txt',
};

const MAX_NAME = 80;

/** A file name every operating system accepts: no path separators, reserved or control characters. */
export function exportFilename(title: string, format: ExportFormat): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = Array.from(cleaned).slice(0, MAX_NAME).join('').trim();
  // Windows refuses these device names whatever the extension.
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cut);
  return `${cut && !reserved ? cut : 'conversation'}.${EXTENSIONS[format]}`;
}
