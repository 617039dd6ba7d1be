import { expect, vi } from 'vitest';

/**
 * Catches the files the page hands to the browser as downloads (downloadBlob: an object URL
 * and a click on a link with `download`): their contents and the names they are saved under.
 * happy-dom would follow the link; the browser saves the file instead. Undo with vi.restoreAllMocks().
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:download'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    blobs,
    /** Resolves once something was handed over. */
    started: () => vi.waitFor(() => expect(created).toHaveBeenCalled()),
    /** The `download` names of the clicked links, in order. */
    names: () => clicked.mock.contexts.map((link) => (link as HTMLAnchorElement).download),
  };
}
