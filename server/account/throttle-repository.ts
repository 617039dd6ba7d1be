// The login throttle's counters (login-throttle.ts says how they are used). A factory over a
// database handle, with `transaction` (db/transaction.ts): the throttle reads and writes a
// login's counters in one transaction holding their rows, so parallel attempts count one by one.
import type { Updateable } from 'kysely';
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import type { LoginThrottleTable } from '../db/types';

export type ThrottleScope = LoginThrottleTable['scope'];

export const throttleRepository = (db: DB) => withTransaction(db, throttleQueries);

function throttleQueries(db: DB) {
  return {
    /**
     * Locks the counters' rows in the order given, creating a missing one empty (expired at `at`):
     * the no-op update on conflict is what locks an existing row.
     */
    async lock(counters: { key: string; scope: ThrottleScope }[], at: Date) {
      await db
        .insertInto('login_throttle')
        .values(counters.map(({ key, scope }) => ({ key, scope, failures: 0, expires_at: at })))
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ key: (eb) => eb.ref('excluded.key') }))
        .execute();
    },

    read: (keys: string[]) => db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute(),

    /** Reads the counters and locks their rows, in key order. */
    readForUpdate: (keys: string[]) => db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).orderBy('key').forUpdate().execute(),

    async set(key: string, counter: Pick<Updateable<LoginThrottleTable>, 'failures' | 'blocked_until' | 'expires_at'>) {
      await db.updateTable('login_throttle').set(counter).where('key', '=', key).execute();
    },

    /** One failure fewer, never below zero. */
    async takeOneBack(key: string) {
      await db.updateTable('login_throttle').set((eb) => ({ failures: eb('failures', '-', 1) })).where('key', '=', key).where('failures', '>', 0).execute();
    },

    async remove(keys: string[]) {
      await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
    },

    /** Deletes up to 100 counters forgotten before `at`; rows in use are skipped rather than waited for. */
    async sweep(at: Date) {
      const expired = db.selectFrom('login_throttle').select('key').where('expires_at', '<', at).limit(100).forUpdate().skipLocked();
      await db.deleteFrom('login_throttle').where('key', 'in', expired).execute();
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
