import { afterAll, describe, expect, it } from 'vitest';
import { usageDays, usageLimitRefused } from '../../contract/dashboard-limits';
import { num } from '../../server/db/json';
import { newId } from '../../server/lib/ids';
import { utcDays } from '../../server/dashboard/service';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { parseEvents } from './helpers/sse';
import { teamWorkspace } from './helpers/workspaces';

// The dashboard's server side against the real app and database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a workspace's usage per UTC day (every day of the period, zeros
// included), who may read it, what `limit` accepts; and the two lists its recent documents come
// from, the writer's and the coder's, newest first.

const app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['# Title', '\n\nBody.'])).engines });
afterAll(async () => {
  await app.close();
});

const usageOf = (session: Session, query = '', workspaceId = session.user.workspace.id) =>
  app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/datasets/usage${query}`, headers: bearer(session) });

const dayMs = 24 * 60 * 60 * 1000;
/** Noon UTC, `daysAgo` days before today: well inside its day whenever the test runs. */
const noonDaysAgo = (daysAgo: number) => new Date(Math.floor(Date.now() / dayMs) * dayMs - daysAgo * dayMs + 12 * 60 * 60 * 1000);

async function addUsage(session: Session, daysAgo: number, cost: number, at = noonDaysAgo(daysAgo)) {
  await app.db
    .insertInto('usage')
    .values({ id: newId(), workspace_id: session.user.workspace.id, user_id: session.user.id, model: 'local-assistant', provider: 'local', cost, created_at: at })
    .execute();
}

describe('GET /api/workspaces/:id/datasets/usage', () => {
  it('answers every one of the last 30 UTC days, oldest first, today last, with zeros for a new workspace', async () => {
    const session = await signUpUser(app);
    const response = await usageOf(session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.object).toBe('list');
    expect(body.data).toHaveLength(usageDays);
    expect(body.data.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.data.map((day: { date: string }) => day.date)).toEqual(utcDays(usageDays, Date.now()));
    expect(body.data.every((day: { credits: number; uses: number }) => day.credits === 0 && day.uses === 0)).toBe(true);
    expect(body).toMatchObject({ total_credits: 0, total_uses: 0 });
  });

  it('sums credits and counts uses per UTC day, inside the period and of this workspace only', async () => {
    const session = await signUpUser(app);
    const other = await signUpUser(app);
    await addUsage(session, 0, 0.1);
    await addUsage(session, 0, 0.2);
    await addUsage(session, 3, 1.5);
    // A call on the workspace's own key costs nothing and still counts as a use.
    await addUsage(session, 3, 0);
    await addUsage(session, 29, 0.000001);
    // The first second of the period's first day is in; the last second before it is not.
    const firstDay = new Date(noonDaysAgo(29).getTime() - 12 * 60 * 60 * 1000);
    await addUsage(session, 29, 2, firstDay);
    await addUsage(session, 30, 7, new Date(firstDay.getTime() - 1000));
    await addUsage(other, 0, 9);

    const body = (await usageOf(session)).json();
    const byDate = Object.fromEntries(body.data.map((day: { date: string; credits: number; uses: number }) => [day.date, day]));
    const date = (daysAgo: number) => noonDaysAgo(daysAgo).toISOString().slice(0, 10);
    expect(byDate[date(0)]).toEqual({ date: date(0), credits: 0.3, uses: 2 });
    expect(byDate[date(3)]).toEqual({ date: date(3), credits: 1.5, uses: 2 });
    expect(byDate[date(29)]).toEqual({ date: date(29), credits: 2.000001, uses: 2 });
    expect(byDate[date(30)]).toBeUndefined();
    expect(body.total_credits).toBe(3.800001);
    expect(body.total_uses).toBe(6);
  });

  it('counts what a real call records: its usage row and its debit', async () => {
    const session = await signUpUser(app);
    const classified = await app.inject({ method: 'POST', url: '/api/ai/classifications', headers: bearer(session), payload: { input: 'A kind note about tea.' } });
    expect(classified.statusCode, classified.body).toBe(201);
    const rows = await app.db.selectFrom('usage').select('cost').where('workspace_id', '=', session.user.workspace.id).execute();
    const body = (await usageOf(session)).json();
    expect(body.total_uses).toBe(rows.length);
    expect(body.data.at(-1).uses).toBe(rows.length);
    expect(body.total_credits).toBeCloseTo(rows.reduce((sum, row) => sum + num(row.cost), 0), 6);
  });

  it('answers `limit` days, and refuses any other limit with one plain message', async () => {
    const session = await signUpUser(app);
    const week = (await usageOf(session, '?limit=7')).json();
    expect(week.data).toHaveLength(7);
    expect(week.data.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect((await usageOf(session, '?limit=1')).json().data).toHaveLength(1);
    expect((await usageOf(session, '?limit=30')).json().data).toHaveLength(30);
    for (const bad of ['0', '31', '-1', '1.5', 'abc', '', '1e1', '7&limit=8', 'x'.repeat(3000)]) {
      const response = await usageOf(session, `?limit=${bad}`);
      expect(response.statusCode, `limit=${bad}`).toBe(400);
      expect(response.json()).toEqual({ message: usageLimitRefused });
    }
    // A NUL byte is refused for every route before this one reads it (server/plugins/strict-input.ts).
    expect((await usageOf(session, '?limit=%00')).statusCode).toBe(400);
  });

  it('is for the workspace\'s members: a member reads it, anyone else gets 404, nobody logged in 401', async () => {
    const team = await teamWorkspace(app);
    expect((await usageOf(team.member, '', team.id)).statusCode).toBe(200);
    expect((await usageOf(team.owner, '', team.id)).statusCode).toBe(200);
    const outsider = await usageOf(team.outsider, '', team.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: 'This workspace does not exist.' });
    expect((await usageOf(team.outsider, '', 'does-not-exist')).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/workspaces/${team.id}/datasets/usage` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the recent documents: GET /api/library/{documents,code-documents}?limit=5&sort=created_at:desc', () => {
  it('lists each kind newest first, five at most, and only the workspace\'s own', async () => {
    const session = await signUpUser(app);
    const other = await signUpUser(app);
    const write = async (who: Session, url: string, payload: object) => {
      const events = parseEvents((await app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who), payload })).body);
      return events.at(-1)!.data as { id: string };
    };
    const documents: string[] = [];
    for (let i = 0; i < 6; i++) documents.push((await write(session, '/ai/completions/', { prompt: `Note ${i}` })).id);
    const code = (await write(session, '/ai/completions/code', { prompt: 'Add two numbers' })).id;
    await write(other, '/ai/completions/', { prompt: 'Not yours' });

    const list = (path: string) => app.inject({ method: 'GET', url: `/api/library/${path}?limit=5&sort=created_at:desc`, headers: bearer(session) });
    const writer = await list('documents');
    expect(writer.statusCode, writer.body).toBe(200);
    expect(writer.json().data.map((document: { id: string }) => document.id)).toEqual(documents.slice(1).reverse());
    const coder = await list('code-documents');
    expect(coder.json().data.map((document: { id: string }) => document.id)).toEqual([code]);
    expect(coder.json().data[0]).toMatchObject({ title: expect.any(String), created_at: expect.any(String) });
    // An order the lists don't offer is refused, not ignored (the lists' orders: list-sort.test.ts).
    expect((await app.inject({ method: 'GET', url: '/api/library/documents?limit=5&sort=updated_at:desc', headers: bearer(session) })).statusCode).toBe(400);
  });
});
