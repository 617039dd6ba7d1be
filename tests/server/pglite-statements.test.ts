// Queries on the embedded PGlite run as prepared statements (server/db/pglite-statements.ts):
// each text prepared once, then the same answers as PGlite's own `query` gave, including after a
// schema change and after an error.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { DB } from '../../server/db/connect';
import { templateDatabase } from './helpers/pglite-template';

let db: DB;
beforeAll(async () => {
  db = await templateDatabase(loadConfig({ DATABASE_URL: 'memory://', DATA_DIR: '.tmp/test-data', JWT_SECRET: 'test-secret', LOG_LEVEL: 'silent' }));
  await sql`create table prepared_notes (id integer primary key, body text not null, written_at timestamptz, done boolean)`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
});

const note = (id: number) => sql`select * from prepared_notes where id = ${id}`;
const read = async (id: number) => (await note(id).execute(db)).rows;

describe.skipIf(!!process.env.TEST_DATABASE_URL)('queries on PGlite', () => {
  it('prepares a text once and runs it again with other values', async () => {
    const writtenAt = new Date('2026-11-28T10:00:00.123Z');
    await sql`insert into prepared_notes (id, body, written_at, done) values (${1}, ${'first'}, ${writtenAt}, ${true})`.execute(db);
    await sql`insert into prepared_notes (id, body, written_at, done) values (${2}, ${'second'}, ${null}, ${false})`.execute(db);
    expect(await read(1)).toEqual([{ id: 1, body: 'first', written_at: writtenAt, done: true }]);
    expect(await read(2)).toEqual([{ id: 2, body: 'second', written_at: null, done: false }]);
    const { sql: text } = note(1).compile(db);
    const prepared = await sql<{ count: number }>`select count(*)::int as count from pg_prepared_statements where statement = ${text}`.execute(db);
    expect(prepared.rows[0]!.count).toBe(1);
  });

  it('reads the new columns after a schema change', async () => {
    await read(1);
    await sql`alter table prepared_notes add column tag text not null default 'none'`.execute(db);
    expect(await read(1)).toEqual([expect.objectContaining({ id: 1, tag: 'none' })]);
  });

  it('throws the database error and goes on answering', async () => {
    const duplicate = sql`insert into prepared_notes (id, body) values (${1}, ${'again'})`.execute(db);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    const written = await sql`update prepared_notes set body = ${'changed'} where id = ${2}`.execute(db);
    expect(written.numAffectedRows).toBe(1n);
    expect(await read(2)).toEqual([expect.objectContaining({ body: 'changed' })]);
  });

  it('rolls back a transaction whose query failed', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await sql`update prepared_notes set body = ${'lost'} where id = ${2}`.execute(trx);
      await sql`insert into prepared_notes (id, body) values (${1}, ${'again'})`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await read(2)).toEqual([expect.objectContaining({ body: 'changed' })]);
  });
});
