// A list from memory for the list view's tests and the bench harness: a source whose page and
// count are GraphQL reads answered by `answer` (standing in for the server), through urql's
// client with its document cache, so a page already read is not asked again when the next one
// is added, as graphcache does in the app. `asked` records every page the "server" was asked.
import { Client, cacheExchange, gql, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import type { ListQuery, ListSource } from '../../../src/machines/lists/listSource';
import type { ListItem } from '../../../src/lib/lists/order';

export interface PageRequest {
  query: ListQuery;
  limit: number;
  /** The last id of the page before; absent for the first page. */
  startingAfter?: string;
}

export interface MemoryAnswers<T extends ListItem> {
  page(request: PageRequest): Promise<readonly T[]>;
  count?(query: ListQuery): Promise<number>;
  setStatus?(id: string, status: 0 | 1): Promise<unknown>;
  remove?(id: string): Promise<unknown>;
}

const PageQuery = gql`
  query MemoryPage($list: JSON, $startingAfter: ID, $limit: Int) {
    memoryPage(list: $list, startingAfter: $startingAfter, limit: $limit)
  }
`;
const CountQuery = gql`
  query MemoryCount($list: JSON) {
    memoryCount(list: $list)
  }
`;

/** The first page of `rows` and those after it, `limit` at a time. */
export const pageOf = <T extends ListItem>(rows: readonly T[], { startingAfter, limit }: PageRequest): T[] => {
  const from = startingAfter ? rows.findIndex((row) => row.id === startingAfter) + 1 : 0;
  return rows.slice(from, from + limit);
};

export function memoryList<T extends ListItem>(answers: MemoryAnswers<T>): { source: ListSource<T>; client: Client; asked: PageRequest[] } {
  const asked: PageRequest[] = [];
  const answer = async (operation: Operation): Promise<Record<string, unknown>> => {
    const { list, startingAfter, limit } = operation.variables as { list: ListQuery; startingAfter?: string | null; limit?: number };
    // A page has a size; the count has none (the client rewrites documents, so not by identity).
    if (limit === undefined) return { memoryCount: await answers.count!(list) };
    const request: PageRequest = { query: list, limit: limit!, ...(startingAfter ? { startingAfter } : {}) };
    asked.push(request);
    return { memoryPage: await answers.page(request) };
  };
  const memory: Exchange = () => (operations) =>
    pipe(
      operations,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) =>
        fromPromise(answer(operation).then((data) => makeResult(operation, { data }), (error: Error) => makeErrorResult(operation, error))),
      ),
    );
  const client = new Client({ url: '/memory', exchanges: [cacheExchange, memory] });
  const source: ListSource<T> = {
    page: { query: PageQuery, variables: (list) => ({ list }), of: (data) => (data as { memoryPage: T[] }).memoryPage },
    ...(answers.count && { count: { query: CountQuery, variables: (list) => ({ list }), of: (data) => (data as { memoryCount: number }).memoryCount } }),
    ...(answers.setStatus && { setStatus: (_client, id, status) => answers.setStatus!(id, status) }),
    ...(answers.remove && { remove: (_client, id) => answers.remove!(id) }),
  };
  return { source, client, asked };
}
