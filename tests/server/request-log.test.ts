// The request log (server/plugins/request-log.ts): quiet at the default level, one line per
// request at debug, and never what a user searched for.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { bearer, signUpGuest } from './helpers/app';
import { templateDatabase } from './helpers/pglite-template';

async function logOf(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ DATABASE_URL: 'memory://', DATA_DIR: '.tmp/test-data', JWT_SECRET: 'request-log', CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: level });
  const db = await templateDatabase(config);
  const app = await buildApp(config, { db, logger: { level, stream } });
  try {
    const guest = await signUpGuest(app);
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/library/conversations?query=my%20secret%20plans', headers: bearer(guest) });
    expect(response.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    return lines;
  } finally {
    await app.close();
    await db.destroy();
  }
}

describe('the request log', () => {
  it('writes nothing for a quick, successful request at info', async () => {
    expect((await logOf('info')).filter((line) => line.msg === 'request')).toEqual([]);
  });

  it('writes one line per request at debug, with the path and not the query string', async () => {
    const lines = await logOf('debug');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/library/conversations', status: 200, ms: expect.any(Number) }),
      expect.objectContaining({ method: 'GET', path: '/api/no-such-route', status: 404 }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });
});
