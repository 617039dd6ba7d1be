import type { ExportFile } from './file';

// Hands a finished export to the browser as a download under its own file name.
export function downloadFile(file: ExportFile): void {
  downloadBlob(new Blob([file.data as BlobPart], { type: file.mimeType }), file.filename);
}

/** Saves a blob (an export, a fetched attachment) as a download named `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
