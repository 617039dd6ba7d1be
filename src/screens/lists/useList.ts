import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import type { CombinedError } from '@urql/core';
import {
  listMachine,
  selectFilters,
  selectNotice,
  selectPins,
  selectQuery,
  selectReloads,
  selectSearch,
  selectSort,
  selectStatusFilter,
  selectWrites,
  type ListInput,
  type ListPhase,
} from '../../machines/lists/listMachine';
import { pendingRemoves, pendingView } from '../../machines/lists/listWrites';
import { isNarrowed, type ListQuery } from '../../machines/lists/listSource';
import type { ListItem } from '../../lib/lists/order';
import { errorText } from '../../lib/errors';
import { actorOptions } from '../../machines/inspect';
import { usePages } from './usePages';

// One resource list for a screen: the list machine's flow (search, sort, filters, pins, writes)
// and its pages, read through graphcache with the machine's query (usePages), handed to the
// views as values and callbacks, so ListView, ListControls and ListSearch never hold the actor
// (src/machines/README.md). The writes on their way are shown done over the rows read.

/** What a list shows. */
export interface ListValues {
  phase: ListPhase;
  /** Loaded items in the server's order (the view orders them with the pins). */
  items: readonly ListItem[];
  pins: readonly string[];
  count: number | null;
  notice: string | null;
  error: string | null;
  refreshing: boolean;
  /** The items shown were asked with a search or a filter. */
  narrowed: boolean;
  shownQuery: ListQuery;
  loadingMore: boolean;
  moreFailed: boolean;
  /** The search as typed. */
  typed: string;
  sort: string | null;
  statusFilter: 0 | 1 | null;
  filters: ListQuery['filters'];
}

/** What a list's views may do. */
export interface ListActions {
  loadMore(): void;
  retry(): void;
  dismiss(): void;
  search(text: string): void;
  sortBy(sort: string | null): void;
  filter(filters: ListQuery['filters']): void;
  pin(id: string): void;
  unpin(id: string): void;
  setStatus(id: string, status: 0 | 1): void;
  remove(id: string): void;
  /** The pins as their owner keeps them. */
  setPins(ids: readonly string[]): void;
}

export type ListHandle = ListValues & ListActions;

interface UseListInput extends Omit<ListInput, 'client'> {
  /** Rows a page (the contract's by default). */
  limit?: number;
}

/**
 * `changes` moves when something changed beside the list that the cache cannot place (an item
 * made or deleted on the same screen): the list reads its first page again.
 */
export function useList(input: UseListInput, changes = 0): ListHandle {
  const { source, limit } = input;
  const client = useClient();
  const list = useActorRef(listMachine, actorOptions({ client, source, listKey: input.listKey, query: input.query }));
  const query = useSelector(list, selectQuery);
  const writes = useSelector(list, selectWrites);
  const reloads = useSelector(list, selectReloads);

  const pages = usePages({ query: source.page.query, variables: source.page.variables(query), rowsOf: source.page.of, moreAfter: source.page.moreAfter, limit });
  const [counted] = useQuery({ query: source.count?.query ?? source.page.query, variables: source.count?.variables(query), pause: !source.count });

  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    list.send({ type: 'RELOAD' });
  }, [changes, list]);
  const { reload } = pages;
  const reloaded = useRef(reloads);
  useEffect(() => {
    if (reloads === reloaded.current) return;
    reloaded.current = reloads;
    reload();
  }, [reloads, reload]);

  // The query of the rows shown: it moves once the first page of a new one arrives.
  const shown = useRef(query);
  if (!pages.refreshing) shown.current = query;
  // A failed next page is shown until dismissed, and asked again only on Try again.
  const [dismissedMore, setDismissedMore] = useState<CombinedError | null>(null);
  const moreError = pages.moreError;
  const items = useMemo(() => pendingView(pages.rows, writes), [pages.rows, writes]);

  const machineNotice = useSelector(list, selectNotice);
  // The callbacks stay the same functions (the rows rendered depend on them) and act on the pages as they are now.
  const now = useRef(pages);
  now.current = pages;
  const actions = useMemo<ListActions>(
    () => ({
      loadMore: () => {
        const pages = now.current;
        if (pages.hasMore && !pages.loadingMore && !pages.moreError) pages.more();
      },
      retry: () => (now.current.moreError ? now.current.more() : now.current.reload()),
      dismiss: () => {
        setDismissedMore(now.current.moreError);
        list.send({ type: 'DISMISS' });
      },
      search: (text) => list.send({ type: 'SEARCH', text }),
      sortBy: (sort) => list.send({ type: 'SORT', sort }),
      filter: (filters) => list.send({ type: 'FILTER', filters }),
      pin: (id) => list.send({ type: 'PIN', id }),
      unpin: (id) => list.send({ type: 'UNPIN', id }),
      setStatus: (id, status) => list.send({ type: 'SET_STATUS', id, status }),
      remove: (id) => list.send({ type: 'DELETE', id }),
      setPins: (ids) => list.send({ type: 'PINS', ids }),
    }),
    [list],
  );
  // The count last read stays shown while another query's is read (as the rows do), less the
  // deletes on their way; an accepted delete makes the cache read it again.
  const lastCount = useRef<unknown>(undefined);
  if (counted.data !== undefined) lastCount.current = counted.data;
  const count = source.count && lastCount.current !== undefined && !counted.error ? Math.max(0, source.count.of(lastCount.current) - pendingRemoves(writes)) : null;
  const values: ListValues = {
    phase: phaseOf(pages, items.length),
    items,
    pins: useSelector(list, selectPins),
    count,
    notice: machineNotice ?? (moreError && moreError !== dismissedMore ? errorText(moreError) : null),
    error: pages.error ? errorText(pages.error) : null,
    refreshing: pages.refreshing,
    narrowed: isNarrowed(shown.current),
    shownQuery: shown.current,
    loadingMore: pages.loadingMore,
    moreFailed: moreError !== null,
    typed: useSelector(list, selectSearch),
    sort: useSelector(list, selectSort),
    statusFilter: useSelector(list, selectStatusFilter),
    filters: useSelector(list, selectFilters),
  };
  return { ...values, ...actions };
}

/** What the list shows: the skeleton until a first page, the error, nothing, or the items. */
function phaseOf(pages: { loading: boolean; error: unknown; hasMore: boolean }, shown: number): ListPhase {
  if (pages.error) return 'error';
  if (pages.loading) return 'initial';
  return shown === 0 && !pages.hasMore ? 'empty' : 'loaded';
}
