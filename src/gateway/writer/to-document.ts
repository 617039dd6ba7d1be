import type { Wire } from '../../../contract/common';
import type { Document as RestDocument } from '../../../contract/writer';
import type { DocumentKind, WriterDocument } from '../generated/resolvers';

/** A REST document (either kind) as the schema's WriterDocument. */
export function toWriterDocument(kind: DocumentKind, document: Wire<typeof RestDocument>): WriterDocument {
  return {
    __typename: 'WriterDocument',
    id: document.id,
    kind,
    title: document.title,
    content: document.content,
    presetId: document.preset_id,
    language: document.params.language ?? null,
    model: document.params.model,
    status: document.status,
    isProcessing: document.is_processing,
    isIncomplete: document.is_incomplete,
    createdAt: document.created_at,
    updatedAt: document.updated_at,
  };
}
