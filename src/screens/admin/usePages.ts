import { useCallback, useEffect, useRef, useState } from 'react';
import { isLastPage } from '../../lib/lists/pages';
import { useClient, type AnyVariables, type CombinedError, type RequestPolicy, type TypedDocumentNode } from 'urql';

// The admin page's lists, a page at a time through urql and graphcache: each page is its own
// query (the next starts after the last id shown), so a row an answer changes — a payout just
// settled — changes in every page that shows it. A page shorter than the limit ends the list.
// The pages asked for are kept; a page read once is read from the cache when the list is asked
// again with one more page, and the first page is asked of the server each time the list opens.

interface Page<Data> {
  data?: Data;
  error?: CombinedError;
}

export interface Pages<Row> {
  rows: Row[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page failed (none shown). */
  error: CombinedError | null;
  /** The last page read was full: there may be more after it. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks the page after the last row (or that page again, when it failed). */
  more(): void;
  /** Reads the first page again from the server (the same function on every render). */
  reload(): void;
}

export function usePages<Data, Variables extends AnyVariables, Row extends { id: string }>(
  query: TypedDocumentNode<Data, Variables>,
  variablesFor: (startingAfter: string | null) => Variables,
  rowsOf: (data: Data) => Row[],
  limit: number,
): Pages<Row> {
  const client = useClient();
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [pages, setPages] = useState<ReadonlyMap<string | null, Page<Data>>>(new Map());
  const [attempt, setAttempt] = useState(0);
  // The pages as last seen, those asked before, and whether the next asking must reach the server
  // (Retry): a page already read comes from the cache when a page is added after it.
  const seenPages = useRef(pages);
  seenPages.current = pages;
  const asked = useRef(new Set<string | null>());
  const fresh = useRef(false);
  const variables = useRef(variablesFor);
  variables.current = variablesFor;

  useEffect(() => {
    const subscriptions = cursors.map((cursor) => {
      const page = seenPages.current.get(cursor);
      const policy: RequestPolicy = fresh.current ? 'network-only' : asked.current.has(cursor) && page?.data ? 'cache-first' : 'cache-and-network';
      asked.current.add(cursor);
      return client.query(query, variables.current(cursor), { requestPolicy: policy }).subscribe((result) => {
        setPages((previous) => new Map(previous).set(cursor, result.data ? { data: result.data } : { data: previous.get(cursor)?.data, error: result.error }));
      });
    });
    fresh.current = false;
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [client, query, cursors, attempt]);

  const reload = useCallback(() => {
    fresh.current = true;
    setPages(new Map());
    setCursors([null]);
    setAttempt((value) => value + 1);
  }, []);

  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const cursor of cursors) {
    const data = pages.get(cursor)?.data;
    if (!data) break;
    for (const row of rowsOf(data)) if (!seen.has(row.id) && seen.add(row.id)) rows.push(row);
  }
  const first = pages.get(null);
  const end = pages.get(cursors.at(-1) ?? null);
  const lastRead = [...cursors].reverse().map((cursor) => pages.get(cursor)?.data).find(Boolean);
  return {
    rows,
    loading: !first?.data && !first?.error,
    error: !first?.data ? (first?.error ?? null) : null,
    hasMore: !!lastRead && !isLastPage(rowsOf(lastRead).length, limit),
    loadingMore: cursors.length > 1 && !end?.data && !end?.error,
    more() {
      // A failed page is asked again; else the page after the last row.
      if (end?.error) {
        setPages((previous) => new Map(previous).set(cursors.at(-1)!, {}));
        setAttempt((value) => value + 1);
      } else if (rows.length) setCursors([...cursors, rows.at(-1)!.id]);
    },
    reload,
  };
}
