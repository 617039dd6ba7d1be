// Crash safety with real server processes: a reply cut by SIGKILL is never left "generating",
// a follower on another process is never shown text that was not stored, and one data folder
// serves one process. These spawn the product (tests/server/helpers/api-server.ts), so each
// start costs a couple of seconds; everything else is polled, never slept.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUpGuest } from './helpers/app';
import { api, killAllServers, readStream, signUpGuestAt, spawnServer, startServer, waitFor, type ServerProcess } from './helpers/server-process';

// Each test starts real processes: a few seconds on an idle machine, far more on a busy one.
const processTimeout = 240_000;

const folders: string[] = [];
afterEach(async () => {
  await killAllServers();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-crash-'));
  folders.push(folder);
  return folder;
}

describe('the embedded database after a crash', () => {
  it('marks a reply cut by SIGKILL interrupted at the next start, keeping its text, with no client following it', async () => {
    const env = { DATA_DIR: await dataFolder(), LOCAL_ENGINE_TOKEN_DELAY_MS: '200' };
    const first = await startServer(env);
    const session = await signUpGuestAt(first.url);
    const conversation = await api(first.url, session, '/ai/conversations', { method: 'POST', body: {} });
    void readStream(first.url, session, `/ai/conversations/${conversation.id}/messages`, { content: 'How do I start a new chat?' });
    const replyOn = async (server: ServerProcess) =>
      (await api(server.url, session, `/library/conversations/${conversation.id}`)).messages.find((m: { role: string }) => m.role === 'assistant');
    const stored = await waitFor(() => replyOn(first), (reply) => reply?.content.length > 0);
    expect(stored.is_processing).toBe(true);

    await first.crash();
    const killedAt = Date.now();
    const second = await startServer(env); // the lock of the killed process is taken over
    const after = await replyOn(second);
    console.info(`crash → reply marked interrupted and served: ${Date.now() - killedAt} ms (restart included)`);
    expect(after).toMatchObject({ id: stored.id, is_processing: false, is_incomplete: true });
    expect(after.content.startsWith(stored.content)).toBe(true);
  }, processTimeout);
});

describe('one server per data folder', () => {
  it('a second server on the same folder refuses to start and touches nothing; the first goes on', async () => {
    const folder = await dataFolder();
    const first = await startServer({ DATA_DIR: folder });
    const lock = readFileSync(join(folder, 'atelier.lock'), 'utf8');

    const second = await spawnServer({ DATA_DIR: folder });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toContain(
      `Another Atelier server is already using the data folder ${folder} (process ${first.child.pid}). Stop it first, or start this one with another DATA_DIR.`,
    );
    expect(readFileSync(join(folder, 'atelier.lock'), 'utf8')).toBe(lock);

    // The first still serves, reads and writes.
    const session = await signUpGuestAt(first.url);
    const conversation = await api(first.url, session, '/ai/conversations', { method: 'POST', body: {} });
    expect((await api(first.url, session, `/library/conversations/${conversation.id}`)).id).toBe(conversation.id);
    // An ordinary stop gives the folder back.
    await first.stop();
    expect(first.child.exitCode).toBe(0);
    expect(existsSync(join(folder, 'atelier.lock'))).toBe(false);
  }, processTimeout);
});

// Two real processes on one PostgreSQL (CI runs the server project again with TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('several processes on PostgreSQL', () => {
  it('a follower on another process learns of the crash within 10 s and ends with everything it was shown', async () => {
    // The in-process app creates the throwaway database (and migrates it); the processes share it.
    const app = await buildTestApp();
    try {
      const env = { DATABASE_URL: app.config.databaseUrl!, JWT_SECRET: app.config.jwtSecret, LOCAL_ENGINE_TOKEN_DELAY_MS: '60' };
      const [a, b] = await Promise.all([startServer({ ...env, DATA_DIR: await dataFolder() }), startServer({ ...env, DATA_DIR: await dataFolder() })]);
      const session = await signUpGuest(app);
      const conversation = await api(a.url, session, '/ai/conversations', { method: 'POST', body: {} });
      const sending = await readStream(a.url, session, `/ai/conversations/${conversation.id}/messages`, { content: 'How do I start a new chat?' });
      const placeholder = await waitFor(
        () => sending.events.find((e) => e.event === 'message' && e.data.role === 'assistant'),
        (event) => !!event,
      );
      const replyId = placeholder!.data.id;

      const follower = await readStream(b.url, session, `/ai/conversations/${conversation.id}/messages/${replyId}/stream`);
      expect(follower.status).toBe(200);
      await waitFor(() => follower.events.filter((e) => e.event === 'token').length, (count) => count >= 3);
      await a.crash(); // right after news reached the follower: the moment unstored text would show
      const killedAt = Date.now();
      await follower.finished;
      const detectedMs = follower.state.endedAt! - killedAt;
      console.info(`crash → follower on the other process ended: ${detectedMs} ms`);
      expect(detectedMs).toBeLessThan(10_000);
      expect(follower.state.failed).toBe(false);

      const [snapshot, ...rest] = follower.events;
      const last = rest.at(-1)!;
      const shown = (kind: string, start: string) => start + rest.filter((e) => e.event === kind).map((e) => e.data.text).join('');
      expect(last).toMatchObject({ event: 'message', data: { id: replyId, is_processing: false, is_incomplete: true } });
      expect(last.data.content.startsWith(shown('token', snapshot!.data.content))).toBe(true);
      expect(last.data.reasoning.startsWith(shown('reasoning-token', snapshot!.data.reasoning))).toBe(true);
      const stored = await app.db.selectFrom('messages').selectAll().where('id', '=', replyId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ content: last.data.content, reasoning: last.data.reasoning, is_processing: false, is_incomplete: true });
    } finally {
      await killAllServers();
      await app.close();
    }
  }, processTimeout);
});
