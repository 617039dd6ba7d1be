import type { Wire } from '../../../contract/common';
import type { Document as RestDocument } from '../../../contract/writer';
import type { DocumentKind } from '../generated/resolvers';
import type { WireMap } from '../wire-map';

/**
 * A REST document (either kind) as it comes, with what the schema reads beside it: the kind
 * (the route says it, not the answer) and what it was written with, kept in `params`. Here
 * rather than in field resolvers because the writer and the dashboard, two lazy domains, both
 * answer documents.
 */
export function toWriterDocument(kind: DocumentKind, document: Wire<typeof RestDocument>): WireMap['WriterDocument'] {
  return { ...document, __typename: 'WriterDocument', kind, language: document.params.language ?? null, model: document.params.model };
}
