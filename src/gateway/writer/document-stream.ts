// A document being written as a live stream of WriterDocumentEvent values (live-stream.ts),
// shared by writeDocument and resumeDocument (resolvers.ts), loaded with the first stream:
// SPEC §4's `document`, `token` and `error` typed, every failure a WriterDocumentError, the
// stored document or an error last. The placeholder `document` brings the id Stop needs.
//
// An error says what became of the placeholder, so the cache and the machine need not guess:
// before any text the server removes it (the form comes back); after some it keeps the
// document with what was written (docs/rest-api.md).
import type { Wire } from '../../../contract/common';
import type { Document as RestDocument } from '../../../contract/writer';
import type { GatewayContext } from '../context';
import type { DocumentKind, ResolversParentTypes, ResolversUnionTypes } from '../generated/resolvers';

/** An event as the resolvers hand it on: a stored document as toWriterDocument gives it. */
export type WriterDocumentEvent = ResolversUnionTypes<ResolversParentTypes>['WriterDocumentEvent'];
import { liveStream } from '../live-stream';
import type { SseEvent } from '../sse';
import { documentPath } from './paths';
import { toWriterDocument } from './to-document';

interface DocumentStream {
  kind: DocumentKind;
  /** Known when re-attaching; when writing it comes with the placeholder. */
  documentId: string | null;
  open: (signal: AbortSignal) => AsyncIterable<readonly SseEvent[]>;
}

export function documentEvents(context: GatewayContext, { kind, documentId, open }: DocumentStream): AsyncIterableIterator<WriterDocumentEvent> {
  const seen = { id: documentId, text: false };
  const failure = (error: string, status?: number): WriterDocumentEvent => ({
    __typename: 'WriterDocumentError',
    error,
    documentId: seen.id,
    kept: seen.text,
    outOfCredits: status === 402,
  });
  const eventOf = ({ event, data }: SseEvent): WriterDocumentEvent | null => {
    const fields = (data ?? {}) as Record<string, unknown>;
    switch (event) {
      case 'token': {
        const text = String(fields.text ?? '');
        if (text) seen.text = true;
        return { __typename: 'WriterDocumentToken', text };
      }
      case 'document': {
        const document = toWriterDocument(kind, data as Wire<typeof RestDocument>);
        seen.id = document.id;
        if (document.content) seen.text = true;
        return { __typename: 'WriterDocumentStored', document };
      }
      case 'error':
        return failure(String(fields.message ?? 'The document could not be written.'));
      default:
        return null;
    }
  };
  return liveStream(context, {
    open,
    eventOf,
    // Tokens that arrived together, as one text.
    join: (before, after) =>
      before.__typename === 'WriterDocumentToken' && after.__typename === 'WriterDocumentToken' ? { __typename: 'WriterDocumentToken', text: before.text + after.text } : null,
    isLast: (event) => event.__typename === 'WriterDocumentError' || (event.__typename === 'WriterDocumentStored' && !event.document.is_processing),
    jobId: documentId,
    jobIdOf: (event) => (event.__typename === 'WriterDocumentStored' ? event.document.id : null),
    stopPath: (id) => `${documentPath(kind, id)}/stop`,
    failure,
    interrupted: 'The document was interrupted. Please try again.',
  });
}
