import { afterAll, beforeAll, expect, test } from 'vitest';
import { DashboardQuery } from '../../src/gateway/dashboard/operations';
import { MeQuery } from '../../src/gateway/account/operations';
import { json } from '../../server/db/json';
import { newId } from '../../server/lib/ids';
import { startGateway } from './helpers/gateway';

// The dashboard through the gateway against the real server: the writer's and the coder's
// newest documents merged into one list of 5, and the usage chart's 30 UTC days.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

async function signedIn() {
  const tab = await gateway.guestSession();
  const me = (await tab.client.query(MeQuery, {}).toPromise()).data!.me!;
  return { ...tab, userId: me.id, workspaceId: me.workspace.id };
}

/** A finished document of either kind, written `minutesAgo` minutes ago. */
async function addDocument(owner: { userId: string; workspaceId: string }, table: 'documents' | 'code_documents', title: string, minutesAgo: number) {
  const id = newId();
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await gateway.app.db
    .insertInto(table)
    .values({ id, workspace_id: owner.workspaceId, user_id: owner.userId, title, preset_id: null, params: json({ preset_id: null, fields: {}, prompt: title, model: 'local-assistant' }), owner: null, heartbeat_at: null, created_at: at, updated_at: at })
    .execute();
  return id;
}

test('the recent documents are the 5 newest of both kinds, newest first, each with its kind', async () => {
  const tab = await signedIn();
  for (const [minutes, title] of [[50, 'Oldest note'], [40, 'Old note'], [20, 'Note'], [5, 'Newest note']] as const) await addDocument(tab, 'documents', title, minutes);
  await addDocument(tab, 'code_documents', 'Sum in Go', 30);
  await addDocument(tab, 'code_documents', 'Sort in Rust', 10);

  const result = await tab.client.query(DashboardQuery, { workspaceId: tab.workspaceId, documents: 5, days: 30 }).toPromise();
  expect(result.error).toBeUndefined();
  const documents = result.data!.recentDocuments;
  expect(documents.map((document) => [document.title, document.kind])).toEqual([
    ['Newest note', 'document'],
    ['Sort in Rust', 'code'],
    ['Note', 'document'],
    ['Sum in Go', 'code'],
    ['Old note', 'document'],
  ]);
  // Both lists asked for the dashboard's 5, newest first (SPEC §7).
  expect(tab.requests).toEqual(expect.arrayContaining(['GET /api/library/documents?limit=5&sort=created_at%3Adesc', 'GET /api/library/code-documents?limit=5&sort=created_at%3Adesc']));
});

test('the usage has a point for each of the 30 days and the totals', async () => {
  const tab = await signedIn();
  await gateway.app.db
    .insertInto('usage')
    .values({ id: newId(), workspace_id: tab.workspaceId, user_id: tab.userId, model: 'local-assistant', provider: 'local', cost: 0.25 })
    .execute();
  const result = await tab.client.query(DashboardQuery, { workspaceId: tab.workspaceId, documents: 5, days: 30 }).toPromise();
  const usage = result.data!.workspaceUsage;
  expect(usage.days).toHaveLength(30);
  expect(usage.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), credits: 0.25, uses: 1 });
  expect(usage).toMatchObject({ totalCredits: 0.25, totalUses: 1 });
  expect(result.data!.recentDocuments).toEqual([]);
});

test("another workspace's usage is an error with the server's words", async () => {
  const tab = await signedIn();
  const other = await signedIn();
  const result = await tab.client.query(DashboardQuery, { workspaceId: other.workspaceId }).toPromise();
  expect(result.error?.graphQLErrors[0]?.message).toBe('This workspace does not exist.');
});
