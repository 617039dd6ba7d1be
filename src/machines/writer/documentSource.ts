import type { Client } from '@urql/core';
import type { DocumentKind, WriterDocumentFieldsFragment } from '../../gateway/generated/graphql';
import { DeleteWriterDocumentMutation, SetWriterDocumentStatusMutation, WriterDocumentCountQuery, WriterDocumentsQuery } from '../../gateway/writer/operations';
import { countArgs, libraryArgs, listRead, type ListSource } from '../lists/listSource';

// The writer's or the coder's documents as a resource list: pages and count of one kind are
// graphcache reads (a document written goes on top of the cached first pages, a deleted one out
// of every page: src/gateway/writer/cache.ts), status and delete are writes the list machine
// runs; the document open beside the list and its tabs see them through the cache.

export type DocumentItem = WriterDocumentFieldsFragment;

async function answer<T>(pending: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await pending;
  if (result.error || !result.data) throw result.error ?? new Error('The documents could not be loaded.');
  return result.data;
}

const sources = new Map<DocumentKind, ListSource<DocumentItem>>();

/** One source per kind, the same object on every call (a list keys its reads by it). */
export function documentSource(kind: DocumentKind): ListSource<DocumentItem> {
  let source = sources.get(kind);
  if (!source) {
    source = {
      page: listRead({
        query: WriterDocumentsQuery,
        variables: (query) => ({ kind, ...libraryArgs(query) }),
        of: (data) => data.writerDocuments.items,
        moreAfter: (data) => data.writerDocuments.hasMore,
      }),
      count: listRead({ query: WriterDocumentCountQuery, variables: (query) => ({ kind, ...countArgs(query) }), of: (data) => data.writerDocumentCount }),
      setStatus: (client: Client, id, status) => answer(client.mutation(SetWriterDocumentStatusMutation, { kind, id, status }).toPromise()),
      remove: (client, id) => answer(client.mutation(DeleteWriterDocumentMutation, { kind, id }).toPromise()),
    };
    sources.set(kind, source);
  }
  return source;
}
