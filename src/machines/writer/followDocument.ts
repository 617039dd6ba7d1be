import { fromCallback } from 'xstate';
import type { OperationResult } from '@urql/core';
import { onEnd, pipe, subscribe, type Source } from 'wonka';
import { ResumeDocumentSubscription, WriteDocumentSubscription } from '../../gateway/writer/operations';
import type { DocumentKind, WriteDocumentInput, WriterDocumentEventFieldsFragment, WriterDocumentFieldsFragment } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// documentMachine's stream: writes a new document, or re-attaches to one still being written,
// and tells the machine what happens, as chat's followReply does for a reply. Only the user's
// Stop (STOP, passed on by the machine) aborts the operation's `stop` signal, which makes the
// gateway stop the document on the server; the stream then reads on to the stored document.
// Being stopped without it (the screen unmounted) only detaches: the document goes on being
// written, and opening it again re-attaches.

export type WriterDocument = WriterDocumentFieldsFragment;

export type StreamEvent =
  | { type: 'DOC.STARTED'; document: WriterDocument }
  | { type: 'DOC.TOKEN'; text: string }
  | { type: 'DOC.STORED'; document: WriterDocument }
  | { type: 'DOC.FAILED'; error: string; documentId: string | null; kept: boolean; outOfCredits: boolean }
  | { type: 'STREAM.END' };

export type FollowInput = WithGateway & (
  | { mode: 'write'; input: WriteDocumentInput }
  | { mode: 'resume'; kind: DocumentKind; documentId: string }
);

export const followDocument = fromCallback<{ type: 'STOP' }, FollowInput>(({ input, sendBack, receive }) => {
  const client = gatewayOf(input, 'documentMachine');
  const stop = new AbortController();
  receive((event) => event.type === 'STOP' && stop.abort());
  const context = { stop: stop.signal };
  // Both subscriptions answer the same event fragment; only the field's name differs.
  const source: Source<OperationResult<Record<string, WriterDocumentEventFieldsFragment>>> =
    input.mode === 'write'
      ? client.subscription(WriteDocumentSubscription, { input: input.input }, context)
      : client.subscription(ResumeDocumentSubscription, { kind: input.kind, id: input.documentId }, context);
  const subscription = pipe(
    source,
    onEnd(() => sendBack({ type: 'STREAM.END' })),
    subscribe((result) => {
      if (result.error) {
        sendBack({ type: 'DOC.FAILED', error: errorText(result.error), documentId: null, kept: false, outOfCredits: false });
        return;
      }
      const event = result.data?.writeDocument ?? result.data?.resumeDocument;
      if (!event) return;
      sendBack(toStreamEvent(event));
    }),
  );
  return () => subscription.unsubscribe();
});

/** A stored document still being written is the placeholder (or, re-attached, the text so far). */
function toStreamEvent(event: WriterDocumentEventFieldsFragment): StreamEvent {
  switch (event.__typename) {
    case 'WriterDocumentToken':
      return { type: 'DOC.TOKEN', text: event.text };
    case 'WriterDocumentStored':
      if (!event.document.isProcessing) return { type: 'DOC.STORED', document: event.document };
      return { type: 'DOC.STARTED', document: event.document };
    case 'WriterDocumentError':
      return { type: 'DOC.FAILED', error: event.error, documentId: event.documentId ?? null, kept: event.kept, outOfCredits: event.outOfCredits };
  }
}
