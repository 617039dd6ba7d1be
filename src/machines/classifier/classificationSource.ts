import type { Client } from '@urql/core';
import type { ClassificationFieldsFragment } from '../../gateway/generated/graphql';
import {
  ClassificationCountQuery, ClassificationsQuery, DeleteClassificationMutation, SetClassificationStatusMutation,
} from '../../gateway/classifier/operations';
import { countArgs, libraryArgs, listRead, type ListSource } from '../lists/listSource';

// The classifier's history as a resource list: its pages and count are graphcache reads (a
// classification made goes on top of the cached first pages, a deleted one out of every page:
// src/gateway/classifier/cache.ts), its status and delete are writes the list machine runs.

export type ClassificationItem = ClassificationFieldsFragment;

async function answer<T>(pending: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await pending;
  if (result.error || !result.data) throw result.error ?? new Error('The history could not be loaded.');
  return result.data;
}

/** Deletes one classification (the history's delete, and the one on show after its confirmation). */
export const removeClassification = (client: Client, id: string) => answer(client.mutation(DeleteClassificationMutation, { id }).toPromise());

export const classificationSource: ListSource<ClassificationItem> = {
  page: listRead({
    query: ClassificationsQuery,
    variables: libraryArgs,
    of: (data) => data.classifications.items,
    moreAfter: (data) => data.classifications.hasMore,
  }),
  count: listRead({ query: ClassificationCountQuery, variables: countArgs, of: (data) => data.classificationCount }),
  setStatus: (client, id, status) => answer(client.mutation(SetClassificationStatusMutation, { id, status }).toPromise()),
  remove: removeClassification,
};
