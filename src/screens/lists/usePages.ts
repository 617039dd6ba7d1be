import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClient, type AnyVariables, type CombinedError, type RequestPolicy, type TypedDocumentNode } from 'urql';
import { isLastPage, LIST_PAGE_SIZE, type PageVariables } from '../../lib/lists/pages';

// The one way a list is paged (SPEC §7): a page at a time through urql and graphcache. Each
// page is its own query, the next starting after the last id shown, so whatever the cache
// learns — an item made (first in the matching first pages), deleted (out of every page),
// renamed or settled — shows in every page at once, and no list keeps a copy of its items.
// A page shorter than the limit ends the list (or the page's own `hasMore`, when the server
// says it). New arguments (a search, a filter, a sort) start again from the first page while
// the rows shown stay until it arrives; the first page is asked of the server each time the
// list opens, later pages read once come from the cache.


export interface PagesInput<Data, Variables extends AnyVariables & PageVariables, Row> {
  query: TypedDocumentNode<Data, Variables>;
  /** The list's arguments but its cursor and page size; new ones read the list from its first page. */
  variables: Omit<Variables, keyof PageVariables>;
  rowsOf: (data: Data) => readonly Row[];
  /** Another page follows this one (by default: the page was full). */
  moreAfter?: (data: Data) => boolean;
  limit?: number;
  /** Nothing is asked (not signed in, or another list is shown instead). */
  pause?: boolean;
}

export interface Pages<Row> {
  rows: Row[];
  /** The first page is on its way and nothing is shown yet. */
  loading: boolean;
  /** A new first page is on its way while the rows asked before stay shown. */
  refreshing: boolean;
  /** The first page failed (none shown). */
  error: CombinedError | null;
  /** The last page read says more follow. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed: `more()` asks it again. */
  moreError: CombinedError | null;
  /** Asks the page after the last row (or that page again, when it failed). */
  more(): void;
  /** Reads the first page again from the server, rows staying shown (the same function on every render). */
  reload(): void;
}

interface Page<Data> {
  data?: Data;
  error?: CombinedError;
}

interface State<Data> {
  key: string;
  cursors: Array<string | null>;
  pages: ReadonlyMap<string | null, Page<Data>>;
  /** Bumped to ask again (Retry, reload). */
  attempt: number;
}

const start = <Data>(key: string, attempt = 0): State<Data> => ({ key, cursors: [null], pages: new Map(), attempt });

export function usePages<Data, Variables extends AnyVariables & PageVariables, Row extends { id: string }>(input: PagesInput<Data, Variables, Row>): Pages<Row> {
  const { query, variables, rowsOf, limit = LIST_PAGE_SIZE, pause = false } = input;
  const moreAfter = input.moreAfter ?? ((data: Data) => !isLastPage(rowsOf(data).length, limit));
  const client = useClient();
  const key = JSON.stringify(variables);
  const [state, setState] = useState(() => start<Data>(key));
  // Other arguments: the list starts again from its first page (React's state derived in render).
  let current = state;
  if (state.key !== key) {
    current = start<Data>(key, state.attempt + 1);
    setState(current);
  }
  const { cursors, pages, attempt } = current;
  // The pages as last seen, those asked before, and whether the next asking must reach the
  // server (reload): a page already read comes from the cache when a page is added after it.
  const seen = useRef(pages);
  seen.current = pages;
  const asked = useRef(new Set<string>());
  const fresh = useRef(false);
  const args = useRef(variables);
  args.current = variables;

  useEffect(() => {
    if (pause) return;
    const subscriptions = cursors.map((cursor) => {
      const id = `${key}\n${cursor}`;
      const policy: RequestPolicy = fresh.current ? 'network-only' : asked.current.has(id) && seen.current.get(cursor)?.data ? 'cache-first' : 'cache-and-network';
      asked.current.add(id);
      const pageVariables = { ...args.current, limit, startingAfter: cursor } as unknown as Variables;
      return client.query(query, pageVariables, { requestPolicy: policy }).subscribe((result) => {
        setState((previous) => {
          if (previous.key !== key) return previous; // an answer to arguments no longer asked
          const page = result.data ? { data: result.data } : { data: previous.pages.get(cursor)?.data, error: result.error };
          return { ...previous, pages: new Map(previous.pages).set(cursor, page) };
        });
      });
    });
    fresh.current = false;
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [client, query, key, cursors, attempt, limit, pause]);

  const reload = useCallback(() => {
    fresh.current = true;
    setState((previous) => ({ ...previous, cursors: [null], pages: new Map(), attempt: previous.attempt + 1 }));
  }, []);

  // The rows change only with the pages: the same array on every other render, so a long list
  // is neither copied nor ordered again while it scrolls.
  const rowsOfPage = useRef(rowsOf);
  rowsOfPage.current = rowsOf;
  const rows = useMemo(() => {
    const all: Row[] = [];
    const ids = new Set<string>();
    for (const cursor of cursors) {
      const data = pages.get(cursor)?.data;
      if (!data) break;
      for (const row of rowsOfPage.current(data)) if (!ids.has(row.id) && ids.add(row.id)) all.push(row);
    }
    return all;
  }, [cursors, pages]);
  // Until the new first page arrives, the rows asked before stay shown.
  const shown = useRef<Row[]>([]);
  const first = pages.get(null);
  const waiting = !pause && !first?.data && !first?.error;
  if (!waiting) shown.current = rows;
  const refreshing = waiting && shown.current.length > 0;
  const end = pages.get(cursors.at(-1) ?? null);
  const lastRead = [...cursors].reverse().map((cursor) => pages.get(cursor)?.data).find((data) => data !== undefined);
  return {
    rows: refreshing ? shown.current : rows,
    loading: waiting && !refreshing,
    refreshing,
    error: !first?.data ? (first?.error ?? null) : null,
    hasMore: !refreshing && lastRead !== undefined && moreAfter(lastRead),
    loadingMore: cursors.length > 1 && !end?.data && !end?.error,
    moreError: cursors.length > 1 && !end?.data ? (end?.error ?? null) : null,
    more() {
      if (end?.error) {
        // A failed page is asked again.
        setState((previous) => ({ ...previous, pages: new Map(previous.pages).set(previous.cursors.at(-1)!, {}), attempt: previous.attempt + 1 }));
      } else if (rows.length && !refreshing) {
        const after = rows.at(-1)!.id;
        setState((previous) => (previous.cursors.includes(after) ? previous : { ...previous, cursors: [...previous.cursors, after] }));
      }
    },
    reload,
  };
}
