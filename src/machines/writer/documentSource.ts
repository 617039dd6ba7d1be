import type { Client } from '@urql/core';
import type { DocumentKind, WriterDocumentFieldsFragment } from '../../gateway/generated/graphql';
import { DeleteWriterDocumentMutation, SetWriterDocumentStatusMutation, WriterDocumentCountQuery, WriterDocumentsQuery } from '../../gateway/writer/operations';
import { libraryArgs, type ListSource } from '../lists/listSource';

// The writer's or the coder's documents as a resource list (listMachine): pages, count, status
// and delete of one kind through the gateway. Pages and counts are asked of the server each time
// (the list machine keeps what it shows); the writes go through graphcache, so the document open
// beside the list and its tabs see them.

export type DocumentItem = WriterDocumentFieldsFragment;

async function answer<T>(pending: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await pending;
  if (result.error || !result.data) throw result.error ?? new Error('The documents could not be loaded.');
  return result.data;
}

export function documentSource(kind: DocumentKind): ListSource<DocumentItem> {
  return {
    page: async (client: Client, { query, limit, startingAfter }) =>
      (await answer(client.query(WriterDocumentsQuery, { kind, ...libraryArgs(query), limit, startingAfter: startingAfter ?? null }, { requestPolicy: 'network-only' }).toPromise()))
        .writerDocuments.items,
    count: async (client, query) => {
      const { query: words, status } = libraryArgs(query);
      return (await answer(client.query(WriterDocumentCountQuery, { kind, query: words, status }, { requestPolicy: 'network-only' }).toPromise())).writerDocumentCount;
    },
    setStatus: (client, id, status) => answer(client.mutation(SetWriterDocumentStatusMutation, { kind, id, status }).toPromise()),
    remove: (client, id) => answer(client.mutation(DeleteWriterDocumentMutation, { kind, id }).toPromise()),
  };
}
