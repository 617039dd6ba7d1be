// What a list screen says of its list: how its query (search, filters, sort) reads a page and
// the count through graphcache (the reads, run by useList with usePages and useQuery), and how
// an item's status is written or the item deleted (the writes, a flow run by listMachine). A
// domain writes it once beside its operations, so neither the machine nor the views know what
// they list (classifications, documents, templates…).
import type { Client } from '@urql/core';
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import type { ListItem } from '../../lib/lists/order';
import type { PageVariables } from '../../lib/lists/pages';
import type { ListSort } from '../../gateway/generated/graphql';

/** Filters and sort, carried in the query of `GET {list}` and `GET {list}/count` (SPEC §7). */
export interface ListQuery {
  filters: Readonly<Record<string, string | number | boolean | null | undefined>>;
  sort: string | null;
  /** Applied search words ('' for none); the machine debounces what is typed. */
  search: string;
}

type PageArgs = keyof PageVariables;

/** A read of the list, typed where a domain writes it and erased where the list runs it. */
export interface ListRead<Result> {
  query: TypedDocumentNode<unknown, PageVariables & Record<string, unknown>>;
  variables(query: ListQuery): Record<string, unknown>;
  /** What one answer holds: a page's rows, or the count. */
  of(data: unknown): Result;
  /** A page: another follows it (by default, the page was full). */
  moreAfter?(data: unknown): boolean;
}

export interface ListSource<T extends ListItem = ListItem> {
  /** One page of `GET {list}` (the cursor and page size are the pager's). */
  page: ListRead<readonly T[]>;
  /** `GET {list}/count` with the same filters; without it the list shows no count. */
  count?: ListRead<number>;
  /** `POST {list}/{id}` with the status 1 or 0. */
  setStatus?(client: Client, id: string, status: 0 | 1): Promise<unknown>;
  /** `DELETE {list}/{id}`. */
  remove?(client: Client, id: string): Promise<unknown>;
}

/** A read as the domain says it: its document's own types checked here, once. */
export function listRead<Data, Variables extends AnyVariables, Result>(read: {
  query: TypedDocumentNode<Data, Variables>;
  variables(query: ListQuery): Omit<Variables, PageArgs>;
  of(data: Data): Result;
  moreAfter?(data: Data): boolean;
}): ListRead<Result> {
  return read as unknown as ListRead<Result>;
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

/** The count's arguments: the page's but the order. */
export function countArgs(query: ListQuery): { query: string | null; status: number | null } {
  const { query: words, status } = libraryArgs(query);
  return { query: words, status };
}

/** The query asks a search or a filter: an empty list means nothing matches, not nothing made. */
export function isNarrowed({ search, filters }: ListQuery): boolean {
  return search !== '' || Object.values(filters).some((value) => value !== undefined && value !== null && value !== '');
}
