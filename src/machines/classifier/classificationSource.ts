import type { Client } from '@urql/core';
import type { ClassificationFieldsFragment } from '../../gateway/generated/graphql';
import {
  ClassificationCountQuery, ClassificationsQuery, DeleteClassificationMutation, SetClassificationStatusMutation,
} from '../../gateway/classifier/operations';
import { libraryArgs, type ListSource } from '../lists/listSource';

// The classifier's history as a resource list (listMachine): its pages, count, status and
// delete through the gateway. Pages and counts are asked of the server each time (the list
// machine keeps what it shows); the writes still go through graphcache, so a classification
// open beside the list sees them.

export type ClassificationItem = ClassificationFieldsFragment;

async function answer<T>(pending: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await pending;
  if (result.error || !result.data) throw result.error ?? new Error('The history could not be loaded.');
  return result.data;
}

/** Deletes one classification (the history's delete, and the one on show after its confirmation). */
export const removeClassification = (client: Client, id: string) => answer(client.mutation(DeleteClassificationMutation, { id }).toPromise());

export const classificationSource: ListSource<ClassificationItem> = {
  page: async (client, { query, limit, startingAfter }) =>
    (await answer(client.query(ClassificationsQuery, { ...libraryArgs(query), limit, startingAfter: startingAfter ?? null }, { requestPolicy: 'network-only' }).toPromise()))
      .classifications.items,
  count: async (client, query) => {
    const { query: words, status } = libraryArgs(query);
    return (await answer(client.query(ClassificationCountQuery, { query: words, status }, { requestPolicy: 'network-only' }).toPromise())).classificationCount;
  },
  setStatus: (client, id, status) => answer(client.mutation(SetClassificationStatusMutation, { id, status }).toPromise()),
  remove: removeClassification,
};
