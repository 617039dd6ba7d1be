import { useEffect, useMemo, useRef } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import {
  listMachine,
  listPhase,
  selectCount,
  selectError,
  selectFilters,
  selectItems,
  selectLoadingMore,
  selectMoreFailed,
  selectNarrowed,
  selectNotice,
  selectPins,
  selectRefreshing,
  selectSearch,
  selectShownQuery,
  selectSort,
  selectStatusFilter,
  type ListInput,
  type ListPhase,
} from '../../machines/lists/listMachine';
import type { ListItem } from '../../lib/lists/order';
import type { ListQuery } from '../../machines/lists/listSource';
import { actorOptions } from '../../machines/inspect';

// Runs one listMachine for a list screen and hands its views what they show (values picked by
// the machine module's selectors) and what they may do (callbacks that send its events), so
// ListView, ListControls and ListSearch never hold the actor (src/machines/README.md).

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

/** What a list's views may do; each sends the list machine its event. */
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

/**
 * `changes` moves when something changed beside the list (an item made or deleted on the same
 * screen): the list reads its first page again, where a new item appears.
 */
export function useList(input: Omit<ListInput, 'client'>, changes = 0): ListHandle {
  const client = useClient();
  const list = useActorRef(listMachine, actorOptions({ client, ...input }));
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    list.send({ type: 'RELOAD' });
  }, [changes, list]);
  const actions = useMemo<ListActions>(
    () => ({
      loadMore: () => list.send({ type: 'LOAD_MORE' }),
      retry: () => list.send({ type: 'RETRY' }),
      dismiss: () => list.send({ type: 'DISMISS' }),
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
  const values: ListValues = {
    phase: useSelector(list, listPhase),
    items: useSelector(list, selectItems),
    pins: useSelector(list, selectPins),
    count: useSelector(list, selectCount),
    notice: useSelector(list, selectNotice),
    error: useSelector(list, selectError),
    refreshing: useSelector(list, selectRefreshing),
    narrowed: useSelector(list, selectNarrowed),
    shownQuery: useSelector(list, selectShownQuery),
    loadingMore: useSelector(list, selectLoadingMore),
    moreFailed: useSelector(list, selectMoreFailed),
    typed: useSelector(list, selectSearch),
    sort: useSelector(list, selectSort),
    statusFilter: useSelector(list, selectStatusFilter),
    filters: useSelector(list, selectFilters),
  };
  return { ...values, ...actions };
}
