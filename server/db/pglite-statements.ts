// Queries on the embedded PGlite as prepared statements. PGlite's own `query` sends parse,
// describe, bind, describe, execute and sync as six calls into the database, and parses and plans
// the text every time. The app sends the same few hundred texts over and over with other values,
// so each text is prepared once, under a name, and then runs as one call (bind, execute, sync):
// on a history page that was a third of the query's time, and every query gains it.
//
// What stays as it was: the messages go through the call `query` itself makes (parsed as they
// come, not copied first), values are written by PGlite's serializers for the types the database
// found for the parameters, rows read by its parsers, errors are its DatabaseErrors (thrown once
// the whole call has run, as `query` does), and notifications reach its listeners. Statements
// with no rows to describe (begin, commit) and schema changes go through `query`; a schema change
// forgets every prepared statement, since one prepared before it may no longer describe its rows.
import { randomBytes } from 'node:crypto';
import { parse as results, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  /** The types the database found for the parameters, in order. */
  parameterTypes: number[];
  /** Its RowDescription, when it returns rows: what each column is called and how it is read. */
  description: BackendMessage | undefined;
}

/** Past this many texts, the least recently used statement is closed. */
const maxStatements = 500;

// Reads and writes of rows: what kysely sends for everything but transactions and migrations.
const preparable = /^\s*(?:select|insert|update|delete|with)\b/i;
// Statements that leave the schema as it is.
const transactionControl = /^\s*(?:begin|commit|rollback|savepoint|release)\b/i;

const { serialize } = protocol;

export function preparedStatements(pglite: PGlite, parsers: Record<number, (text: string) => unknown>) {
  // Map order is use order: the first is the least recently used.
  const statements = new Map<string, Statement>();
  /** Close messages of statements let go, sent with the next query. */
  let closing: Uint8Array[] = [];
  let counter = 0;
  // Names of their own: another kysely instance may prepare statements on the same PGlite.
  const prefix = `atelier_${randomBytes(4).toString('hex')}_`;

  async function prepare(text: string): Promise<Statement> {
    const name = `${prefix}${++counter}`;
    const messages = await pglite.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, parameterTypes: results.parseDescribeStatementResults(messages), description: messages.find((message) => message.name === 'rowDescription') };
    statements.set(text, statement);
    for (const [oldest, { name: old }] of statements) {
      if (statements.size <= maxStatements) break;
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: old }));
    }
    return statement;
  }

  async function run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used now.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { parameterTypes, description, name } = statement;
    const values = parameters.map((value, i) => (value === null || value === undefined ? null : (pglite.serializers[parameterTypes[i]!]?.(value) ?? String(value))));
    const message = concat([...closing, serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]);
    closing = [];
    const messages = await pglite.execProtocolStream(message);
    return results.parseResults(description ? [description, ...messages] : messages, pglite.parsers, { parsers })[0] as Results<R>;
  }

  return {
    /** The text's rows (or count of rows written), read as PGlite's `query` would. */
    query<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
      if (preparable.test(text)) return pglite._runExclusiveQuery(() => run<R>(text, parameters));
      if (!transactionControl.test(text)) {
        // Not closed: the names are never used again, and a schema change is rare (migrations).
        statements.clear();
        closing = [];
      }
      return pglite.query<R>(text, [...parameters], { parsers });
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
