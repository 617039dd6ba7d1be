// The tools' limits and the refusals they come with (attachments, the classifier, the writer
// and coder): plain values and pure functions with no TypeBox, shared by the server and the
// browser, which says the same before sending. The schema modules (chat.ts, classifier.ts,
// writer.ts) re-export them where the server has always found them.

/** SPEC §5: the extensions a file sent with a message may have ('jpg' counts as 'jpeg', see fileExtension). */
export const acceptedExtensions = [
  'pdf', 'json', 'txt', 'doc', 'docx', 'odt', 'xml', 'yml', 'yaml', 'csv', 'jpeg', 'png', 'webp', 'gif', 'xls', 'xlsx',
  'py', 'md', 'zip', 'tar', 'cpp', 'html', 'java', 'pptx', 'css', 'rb', 'sh', 'ts', 'cs', 'php', 'c', 'js', 'ppt',
] as const;

/** SPEC §5: 25 MB per file, at most 10 files per message. */
export const maxFileBytes = 25 * 1024 * 1024;
export const maxFiles = 10;

/** A file name's extension, lower case; 'jpg' counts as 'jpeg'. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return extension === 'jpg' ? 'jpeg' : extension;
}

/** Whether a file of this name may be attached (its extension is in acceptedExtensions). */
export function isAcceptedFile(name: string): boolean {
  return (acceptedExtensions as readonly string[]).includes(fileExtension(name));
}

// The server's words for a refused attachment; the browser says the same before uploading.
export const unsupportedFileType = 'This file type is not supported.';
export const fileTooLarge = (name: string) => `"${name}" is larger than ${maxFileBytes / 1024 / 1024} MB, the limit for one file.`;
export const tooManyFiles = `At most ${maxFiles} files can be attached to one message.`;

/** The classifier reads at most this many characters of a text (`POST /ai/classifications`). */
export const maxClassificationInput = 10_000;
export const classificationInputMissing = 'Please enter a text to classify.';
export const classificationInputTooLong = `A text to classify can be at most ${maxClassificationInput.toLocaleString('en')} characters long.`;

/**
 * SPEC §5, §6: on the free plan (main plan price 0) the writer works with at most 3 templates.
 * The browser keeps the preferred ones (preferredPresets) and refuses a 4th with these words;
 * the server refuses a completion with a 4th preset the same way (server/writer/free-plan.ts).
 */
export const maxFreePlanTemplates = 3;
export const tooManyTemplates = 'Maximum 3 templates are allowed';

/** What a writer's form field or a prompt may hold (`POST /ai/completions/…`). */
export const maxCompletionInput = 20_000;
export const completionPromptMissing = 'Please describe what to write.';
export const completionFieldMissing = (label: string) => `Please fill in "${label}".`;

/** The coder's languages (its picker), as fenced-code names; the first is the default. */
export const codeLanguages = [
  'javascript', 'typescript', 'python', 'go', 'rust', 'java', 'csharp', 'cpp', 'c', 'ruby', 'php', 'kotlin', 'swift', 'bash', 'sql', 'html', 'css',
] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

/** The longest title a conversation may be given (POST /ai/conversations refuses longer ones). */
export const conversationTitleMaxLength = 1000;
/** How much of a first prompt names its conversation in the history. */
export const conversationTitleLength = 100;

/**
 * A new conversation's title from its first prompt: its first line with spaces squeezed, at
 * most 100 characters, cut at a word and marked with "…" when longer. A long pasted text makes a
 * readable title, never one the server would refuse.
 */
export function titleFromPrompt(prompt: string): string {
  const line = prompt.trim().split('\n', 1)[0]!.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= conversationTitleLength) return line;
  const cut = chars.slice(0, conversationTitleLength - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length >= conversationTitleLength / 2 ? atWord : cut}…`;
}

/** The longest text the prompt suggestions are looked up by (GET /prompts?query=); longer prompts get none. */
export const promptQueryMaxLength = 500;

/** One chat message's text. */
export const messageMaxLength = 100_000;
