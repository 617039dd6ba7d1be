// Opening the configured database: in-memory PGlite (tests), a PostgreSQL server shared by
// several processes, or the embedded PGlite in DATA_DIR/db, which one process holds at a time.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { isPostgresUrl, type Config } from '../config';
import { attachChangeFeed, pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';
import { lockDataFolder } from './data-lock';
import { copyEmptyCluster, embeddedDirectory } from './empty-cluster';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export type DB = Kysely<Database>;

/**
 * One kysely instance for the configured database; `db.destroy()` closes it. The embedded
 * database locks DATA_DIR first: a second process on it throws DataFolderInUse before opening.
 */
export function connectDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): DB {
  const { dialect, changes } = chooseDialect(config);
  return databaseOver(dialect, changes);
}

/** A kysely instance with the feed of its database's changes (server/db/changes.ts), closed with it. */
export function databaseOver(dialect: Dialect, changes: ChangeFeed): DB {
  const db = new Kysely<Database>({ dialect: closingOnDestroy(dialect, () => changes.close()) });
  attachChangeFeed(db, changes);
  return db;
}

/** An in-process PGlite (tests, benchmarks) with its change feed. */
export function pgliteDatabase(instance: PGlite): DB {
  const { dialect, changes } = pglite(instance);
  return databaseOver(dialect, changes);
}

// Postgres sets up its whole buffer pool at start: PGlite's default 128 MB took half of its
// start (0.5 s of CPU). 32 MB (PostgreSQL's own default before 9.3) holds one installation's
// working set many times over; anything else is read from the data folder's files.
const embeddedStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

function chooseDialect({ databaseUrl, dataDir, databasePoolSize }: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): { dialect: Dialect; changes: ChangeFeed } {
  if (databaseUrl === 'memory://') return pglite(new PGlite());
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or be memory://');
    const changes = postgresChangeFeed(databaseUrl);
    // The driver is loaded with the first query: the embedded default never needs it.
    const dialect = new PostgresDialect({
      pool: async () => {
        const { default: pg } = await import('pg');
        // numeric is read as a number, as on PGlite (server/db/pglite-dialect.ts); set on this
        // pool only, not pg's global parser table.
        const numeric = pg.types.builtins.NUMERIC;
        const getTypeParser: typeof pg.types.getTypeParser = (oid, format) => (oid === numeric ? Number : pg.types.getTypeParser(oid, format));
        const types = { getTypeParser };
        // DATABASE_POOL_SIZE: a request waits for a free connection past it. The live bus's
        // LISTEN connection is one more, outside the pool.
        const pool = new pg.Pool({ connectionString: databaseUrl, max: databasePoolSize, types });
        // An idle connection dropped by the server (restart, failover) must not crash the process;
        // the pool replaces it on the next query.
        pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
        pool.on('connect', changes.attach);
        return pool;
      },
    });
    return { dialect, changes };
  }
  const release = lockDataFolder(dataDir);
  const directory = embeddedDirectory(dataDir);
  mkdirSync(directory, { recursive: true });
  copyEmptyCluster(directory);
  const embedded = pglite(new PGlite(directory, { startParams: embeddedStartParams }));
  return { ...embedded, dialect: closingOnDestroy(embedded.dialect, release) };
}

const pglite = (instance: PGlite) => ({ dialect: new PGliteDialect(instance), changes: pgliteChangeFeed(instance) });

/** The dialect, with `after` run once the database is closed (the data folder given back, a feed closed). */
function closingOnDestroy(dialect: Dialect, after: () => unknown): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      const destroy = driver.destroy.bind(driver);
      driver.destroy = async () => {
        try {
          await destroy();
        } finally {
          await after();
        }
      };
      return driver;
    },
  };
}
