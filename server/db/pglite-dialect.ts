import { types, type PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect over an in-process PGlite. PGlite is one Postgres session, so the driver
 * hands out that single connection to one holder at a time: without the queue, a query
 * from another request could land inside someone else's open transaction.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection() {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

// numeric columns (prices, credits, costs) are read as JS numbers, as the pg pool reads them
// (server/db/connect.ts), so rows can go to the wire as they are: every numeric column here fits
// a double exactly (at most 14 significant digits).
const parsers = { [types.NUMERIC]: Number };

class PGliteConnection implements DatabaseConnection {
  private readonly statements: ReturnType<typeof preparedStatements>;

  constructor(pglite: PGlite) {
    this.statements = preparedStatements(pglite, parsers);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.query<R>(compiled.sql, compiled.parameters);
    const isWrite = /^\s*(insert|update|delete|merge)/i.test(compiled.sql);
    return {
      rows: result.rows,
      ...(isWrite && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}
