// How a service runs several queries of a repository in one transaction without touching the
// database itself: the repository comes with `transaction(work)`, which hands `work` the same
// repository on a transaction, committed when `work` resolves and rolled back when it throws.
import type { DB } from './connect';

export type WithTransaction<Queries> = Queries & {
  transaction<T>(work: (repository: WithTransaction<Queries>) => Promise<T>): Promise<T>;
};

/** `queries` is the repository's factory over a handle; it is called again on the transaction. */
export function withTransaction<Queries extends object>(db: DB, queries: (db: DB) => Queries): WithTransaction<Queries> {
  return { ...queries(db), transaction: (work) => db.transaction().execute((trx) => work(withTransaction(trx, queries))) };
}
