// A library list's order in the gateway's words (schema/library.graphql `ListSort`) and the
// REST query value the server sorts by (contract/limits.ts `listSorts`).
import type { ListSort as RestListSort } from '../../contract/limits';
import type { ListSort } from './generated/graphql';

const restSorts: Record<ListSort, RestListSort> = { newest: 'created_at:desc', oldest: 'created_at:asc', title: 'title:asc' };

/** The `sort` query value; none (the server's default, newest first) when not asked. */
export const restSort = (sort: ListSort | null | undefined): RestListSort | undefined => (sort ? restSorts[sort] : undefined);
