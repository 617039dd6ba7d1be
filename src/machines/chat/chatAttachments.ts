// Attachments (SPEC §5): which files the chat accepts for its next message. The rules are the
// REST contract's (contract/limits.ts), which the server enforces again (docs/rest-api.md,
// "Attachments"); a file outside them is refused here already, with the server's words, before
// anything is uploaded.
import { acceptedExtensions as contractExtensions, fileTooLarge, isAcceptedFile, maxFileBytes, maxFiles, tooManyFiles, unsupportedFileType } from '../../../contract/tool-limits';

/** What the file picker offers: the contract's extensions, and 'jpg', which counts as 'jpeg'. */
export const acceptedExtensions: readonly string[] = [...contractExtensions, 'jpg'];

interface Chosen {
  attachments: File[];
  attachmentError: string | null;
}

/** The files chosen so far plus `added`, or the same files and why `added` was refused. */
export function addFiles(current: File[], added: readonly File[]): Chosen {
  if (added.some((file) => !isAcceptedFile(file.name))) return { attachments: current, attachmentError: unsupportedFileType };
  const tooBig = added.find((file) => file.size > maxFileBytes);
  if (tooBig) return { attachments: current, attachmentError: fileTooLarge(tooBig.name) };
  const next = [...current, ...added];
  if (next.length > maxFiles) return { attachments: current, attachmentError: tooManyFiles };
  return { attachments: next, attachmentError: null };
}
