// Attachments (SPEC §5): which files the chat accepts for its next message. The server reads
// and checks them again (docs/rest-api.md, "Attachments"); a type outside the list is refused
// here already, with the server's words, before anything is uploaded.

export const acceptedExtensions = [
  'pdf', 'json', 'txt', 'doc', 'docx', 'odt', 'xml', 'yml', 'yaml', 'csv', 'jpeg', 'jpg', 'png', 'webp', 'gif', 'xls', 'xlsx',
  'py', 'md', 'zip', 'tar', 'cpp', 'html', 'java', 'pptx', 'css', 'rb', 'sh', 'ts', 'cs', 'php', 'c', 'js', 'ppt',
];
export const unsupportedType = 'This file type is not supported.';
const maxFileBytes = 25 * 1024 * 1024;
const maxFiles = 10;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

interface Chosen {
  attachments: File[];
  attachmentError: string | null;
}

/** The files chosen so far plus `added`, or the same files and why `added` was refused. */
export function addFiles(current: File[], added: readonly File[]): Chosen {
  const refused = added.find((file) => !acceptedExtensions.includes(extensionOf(file.name)));
  if (refused) return { attachments: current, attachmentError: unsupportedType };
  const tooBig = added.find((file) => file.size > maxFileBytes);
  if (tooBig) return { attachments: current, attachmentError: `"${tooBig.name}" is larger than 25 MB, the limit for one file.` };
  const next = [...current, ...added];
  if (next.length > maxFiles) return { attachments: current, attachmentError: `At most ${maxFiles} files can be attached to one message.` };
  return { attachments: next, attachmentError: null };
}
