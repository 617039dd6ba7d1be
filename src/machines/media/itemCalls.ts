import type { TypedDocumentNode } from '@urql/core';
import type { Remove } from '../deleteMachine';
import type { ReadItem, RenameItem } from './previewMachine';

// How a media tool reads, renames and deletes one of its items (previewMachine's `read` and
// `rename`, deleteMachine's `remove`): the same three calls in every tool, told apart only by
// their documents, so each tool names its documents and this writes the calls.

export interface ItemCalls {
  read: ReadItem;
  rename: RenameItem;
  remove: Remove;
}

export function itemCalls<Data>(
  documents: {
    read: TypedDocumentNode<Data, { id: string }>;
    rename: TypedDocumentNode<unknown, { id: string; title: string }>;
    remove: TypedDocumentNode<unknown, { id: string }>;
  },
  /** The item in the read's answer; nothing when it is gone. */
  itemOf: (data: Data) => { state: number } | null | undefined,
): ItemCalls {
  return {
    // From the network each time: the answer lands in graphcache, which the screen shows.
    async read(client, id) {
      const result = await client.query(documents.read, { id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data ? itemOf(result.data) : null;
    },
    async rename(client, id, title) {
      const result = await client.mutation(documents.rename, { id, title }).toPromise();
      if (result.error) throw result.error;
    },
    async remove(client, id) {
      const result = await client.mutation(documents.remove, { id }).toPromise();
      if (result.error) throw result.error;
    },
  };
}
