import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { buildApp, type AppOverrides } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connectDatabase } from '../../../server/db/connect';
import { createInbox } from './inbox';
import { templateDatabase } from './pglite-template';

// One app (and one in-memory PGlite) per test file: creating a database per test would cost
// seconds. With TEST_DATABASE_URL set (CI), each file gets its own throwaway database instead.

export async function buildTestApp(overrides: Omit<AppOverrides, 'db' | 'logger'> & { env?: Record<string, string> } = {}) {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({
    DATABASE_URL: database?.url ?? 'memory://',
    DATA_DIR: '.tmp/test-data',
    JWT_SECRET: 'test-secret-' + randomBytes(8).toString('hex'),
    CAPTCHA_MAX_NUMBER: '2000',
    AUTH_RATE_LIMIT: '100000',
    // Tests send many large bodies from one address; plugins/body-budget's own test turns it on.
    BODY_KB_PER_SECOND: '0',
    LOG_LEVEL: 'silent',
    ...overrides.env,
  });
  // The helper owns the database so it can close it before dropping it.
  const db = database ? connectDatabase(config) : await templateDatabase(config);
  // Mail goes to an inbox in memory, links working, where mailsTo(app, …) reads it (inbox.ts).
  const inbox = createInbox();
  const app = await buildApp(config, { deliverMail: inbox.deliver, ...overrides, db, logger: false });
  inbox.attach(app);
  app.addHook('onClose', async () => {
    await db.destroy();
    await database?.drop();
  });
  await app.ready();
  return app;
}

/** A throwaway database on the PostgreSQL server at `serverUrl`, dropped by `drop()`. */
export async function createTestDatabase(serverUrl: string) {
  const name = `atelier_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Fetches a challenge and solves it the way the browser widget does. */
export async function captchaToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Session {
  jwt: string;
  user: { id: string; email: string | null; first_name: string; last_name: string; workspace: { id: string; credits: number } };
}

/** The password `signUpUser` gives an account unless told otherwise; making an API key or turning 2FA on asks for it. */
export const testPassword = 'correct horse battery';

export async function signUpUser(app: FastifyInstance, fields: { email?: string; password?: string; first_name?: string } = {}): Promise<Session> {
  const email = fields.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { type: 'user', email, password: fields.password ?? testPassword, first_name: fields.first_name ?? 'Ada', 'captcha-token': await captchaToken(app) },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function signUpGuest(app: FastifyInstance, firstName = 'Grace'): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { type: 'guest', first_name: firstName, 'captcha-token': await captchaToken(app) },
  });
  if (response.statusCode !== 201) throw new Error(`guest signup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function bearer(session: Session) {
  return { authorization: `Bearer ${session.jwt}` };
}
