// Attachments (issue 3, item 5): the Upload scalar (browser File objects passed through
// unchanged — executeExchange hands variables to resolvers in-process) and the message's files.
import { GraphQLScalarType } from 'graphql';
import type { Attachment, Resolvers } from '../generated/resolvers';

export interface RestAttachment {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export const attachmentResolvers: Resolvers = {
  Upload: new GraphQLScalarType({
    name: 'Upload',
    description: 'A browser File.',
    parseValue: (value) => value,
    serialize: () => null,
  }),
};

export function toAttachments(attachments: RestAttachment[] | undefined): Attachment[] {
  return (attachments ?? []).map(({ id, name, mime, size }) => ({ id, name, mime, size }));
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
