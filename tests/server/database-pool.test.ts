// DATABASE_POOL_SIZE: how many connections a server process opens to PostgreSQL at most.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/connect';
import { createTestDatabase } from './helpers/app';

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-pool-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 unless set, and refuses anything but a positive integer at start', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const wrong of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: wrong })).toThrow(`DATABASE_POOL_SIZE must be a positive integer, got "${wrong}".`);
    }
  });

  // The pool only exists on PostgreSQL (CI runs the server project again with TEST_DATABASE_URL).
  it.runIf(process.env.TEST_DATABASE_URL)('opens no more connections than it says, however many queries wait', async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    const db = connectDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3' }));
    try {
      // Each query holds its connection a moment, so the ten overlap and the pool opens all it may.
      const answers = await Promise.all(Array.from({ length: 10 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db)));
      expect(new Set(answers.map((answer) => answer.rows[0]!.pid)).size).toBe(3);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
