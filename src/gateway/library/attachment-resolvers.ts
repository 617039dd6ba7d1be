// Attachments: the Upload and FileBlob scalars (browser File and Blob objects passed through
// unchanged — executeExchange runs the resolvers in-process), the message's files, and an
// attached file's bytes for a download.
import { GraphQLScalarType } from 'graphql';
import type { Wire } from '../../../contract/common';
import type { AttachmentSummary } from '../../../contract/library';
import type { Attachment, Resolvers } from '../generated/resolvers';

export const attachmentResolvers: Resolvers = {
  Upload: new GraphQLScalarType({
    name: 'Upload',
    description: 'A browser File.',
    parseValue: (value) => value,
    serialize: () => null,
  }),
  FileBlob: new GraphQLScalarType({
    name: 'FileBlob',
    description: 'A browser Blob.',
    serialize: (value) => value,
  }),
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

export function toAttachments(attachments: Wire<typeof AttachmentSummary>[]): Attachment[] {
  return attachments.map(({ id, name, mime, size }) => ({ id, name, mime, size }));
}

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
