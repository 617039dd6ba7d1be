// What a list screen gives the list machine (listMachine.ts): how its domain fetches a page and
// the count, and how it writes a status or deletes. Each is a function over the gateway client,
// so a domain writes them once beside its operations and the machine stays ignorant of what
// it lists (classifications, images, voices…).
import type { Client } from '@urql/core';
import type { ListItem } from '../../lib/lists/order';
import type { ListSort } from '../../gateway/generated/graphql';

/** Filters and sort, carried in the query of `GET {list}` and `GET {list}/count` (SPEC §7). */
export interface ListQuery {
  filters: Readonly<Record<string, string | number | boolean | null | undefined>>;
  sort: string | null;
  /** Applied search words ('' for none); the machine debounces what is typed. */
  search: string;
}

export interface PageRequest {
  query: ListQuery;
  limit: number;
  /** The last id of the page before; absent for the first page. */
  startingAfter?: string;
}

export interface ListSource<T extends ListItem = ListItem> {
  /** One page of `GET {list}`, in the server's order. */
  page(client: Client, request: PageRequest): Promise<T[]>;
  /** `GET {list}/count` with the same filters; without it the list shows no count. */
  count?(client: Client, query: ListQuery): Promise<number>;
  /** `POST {list}/{id}` with the status 1 or 0. */
  setStatus?(client: Client, id: string, status: 0 | 1): Promise<unknown>;
  /** `DELETE {list}/{id}`. */
  remove?(client: Client, id: string): Promise<unknown>;
}

export const emptyQuery: ListQuery = { filters: {}, sort: null, search: '' };

/**
 * A library list's query as the gateway's arguments: the search, SPEC's status 1/0 when the
 * list is filtered by it, and the order (schema/library.graphql `ListSort`; null: newest first).
 */
export function libraryArgs(query: ListQuery): { query: string | null; status: number | null; sort: ListSort | null } {
  const status = query.filters.status;
  return { query: query.search || null, status: status === 0 || status === 1 ? status : null, sort: (query.sort as ListSort | null) ?? null };
}
