// Attachments: the message's files, and an attached file's bytes for a download. The Upload
// and FileBlob scalars are browser File and Blob objects, passed through unchanged: the
// executor (execute.ts) runs in the page and passes every leaf value through.
import type { Resolvers } from '../generated/resolvers';

export const attachmentResolvers: Resolvers = {
  Query: {
    // The owner's route needs the session (the JWT), so the bytes are fetched here, not linked to.
    attachmentFile: (_, { id, sharedConversationId }, { rest }) =>
      rest.blob(
        sharedConversationId
          ? `/share/${encodeURIComponent(sharedConversationId)}/attachments/${encodeURIComponent(id)}`
          : `/ai/attachments/${encodeURIComponent(id)}`,
      ),
  },
};

/** The send form as multipart: the JSON fields as text, then each file as `files[]` (docs/rest-api.md). */
export function toMultipart(body: Record<string, unknown>, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null) continue; // parent_id null (a new root) cannot travel as multipart text
    form.append(key, String(value));
  }
  for (const file of files) form.append('files[]', file, (file as File).name ?? 'file');
  return form;
}
