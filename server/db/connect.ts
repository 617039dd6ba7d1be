import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import type { Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export type DB = Kysely<Database>;

/** One kysely instance for the configured database; `db.destroy()` closes it. */
export function connectDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DB {
  return new Kysely<Database>({ dialect: chooseDialect(config) });
}

function chooseDialect({ databaseUrl, dataDir }: Pick<Config, 'databaseUrl' | 'dataDir'>): Dialect {
  if (databaseUrl === 'memory://') return new PGliteDialect(new PGlite());
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or be memory://');
    // The driver is loaded with the first query: the embedded default never needs it.
    return new PostgresDialect({
      pool: async () => {
        const { default: pg } = await import('pg');
        const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
        // An idle connection dropped by the server (restart, failover) must not crash the process;
        // the pool replaces it on the next query.
        pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
        return pool;
      },
    });
  }
  const directory = join(dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  return new PGliteDialect(new PGlite(directory));
}
