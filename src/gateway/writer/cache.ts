// The writer's graphcache config. Each page of a kind's documents is its own query (the next
// starts after the last id shown), so a document being written is put at the top of every cached
// first page of its kind as soon as its placeholder arrives (it shows in the tabs while it is
// written), and a deleted one — or a placeholder the server dropped because no text came — is
// taken out of every cached page; counts are asked again after either.
import type { Cache } from '@urql/exchange-graphcache';
import type { WriteDocumentSubscription, WriterDocumentEventFieldsFragment } from '../generated/graphql';
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';

const documents = listCache({ typename: 'WriterDocument', one: 'writerDocument', page: 'writerDocuments', count: 'writerDocumentCount' });

export const writerCache: GatewayCache = {
  resolvers: {
    Query: {
      // One already in the cache (just written, or in the tabs) opens without a request.
      writerDocument: documents.one,
    },
  },
  updates: {
    Subscription: {
      writeDocument: (result, _args, cache) => followEvent(cache, (result as Partial<WriteDocumentSubscription>).writeDocument),
      resumeDocument: (result, _args, cache) => followEvent(cache, (result as { resumeDocument?: WriterDocumentEventFieldsFragment }).resumeDocument),
    },
    Mutation: {
      deleteWriterDocument: (_result, args, cache) => documents.remove(cache, args.id as string),
    },
  },
};

function followEvent(cache: Cache, event: WriterDocumentEventFieldsFragment | undefined) {
  // In the tabs as soon as it is stored; a placeholder the server dropped (no text came) goes.
  if (event?.__typename === 'WriterDocumentStored') {
    const { kind } = event.document;
    documents.prepend(cache, event.document.id, (args) => args.kind === kind && !args.query);
  } else if (event?.__typename === 'WriterDocumentError' && event.documentId && !event.kept) documents.remove(cache, event.documentId);
}
