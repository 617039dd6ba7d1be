// The embedded database keeps attached files in DATA_DIR/files, not in PGlite (a 25 MB bytea
// cost it ~17 s and hundreds of MB it never gave back). With a real server process on a real
// data folder: the bytes land on disk and download intact, deleting the conversation removes
// them, and a file left without a row is swept at the next start.
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { api, killAllServers, signUpGuestAt, startServer } from './helpers/server-process';

const processTimeout = 240_000;
const folder = await mkdtemp(join(tmpdir(), 'atelier-files-'));
afterAll(async () => {
  await killAllServers();
  await rm(folder, { recursive: true, force: true });
});

it('stores a file on disk, serves it, removes it with its conversation, and sweeps orphans at start', async () => {
  const env = { DATA_DIR: folder, LOCAL_ENGINE_TOKEN_DELAY_MS: '0' };
  const first = await startServer(env);
  const session = await signUpGuestAt(first.url);
  const headers = { authorization: `Bearer ${session.jwt}` };
  const conversation = await api(first.url, session, '/ai/conversations', { method: 'POST', body: {} });
  const text = 'Line one\nLine two\n'.repeat(50_000);
  const form = new FormData();
  form.append('content', 'Summarise the file.');
  form.append('files[]', new Blob([text], { type: 'text/plain' }), 'notes.txt');
  const sent = await fetch(`${first.url}/api/ai/conversations/${conversation.id}/messages`, { method: 'POST', headers, body: form });
  expect(sent.status).toBe(200);
  await sent.text();
  const stored = await api(first.url, session, `/library/conversations/${conversation.id}`);
  const attachment = stored.messages.find((message: { role: string }) => message.role === 'user').attachments[0];
  const onDisk = join(folder, 'files', attachment.id);
  expect(existsSync(onDisk)).toBe(true);

  const download = await fetch(`${first.url}/api/ai/attachments/${attachment.id}`, { headers });
  expect(download.status).toBe(200);
  expect(await download.text()).toBe(text);

  // A second conversation's file stays; an orphan (its row gone while the server was down) is swept.
  const kept = await api(first.url, session, '/ai/conversations', { method: 'POST', body: {} });
  const keptForm = new FormData();
  keptForm.append('content', 'Keep this one.');
  keptForm.append('files[]', new Blob(['kept'], { type: 'text/plain' }), 'kept.txt');
  await (await fetch(`${first.url}/api/ai/conversations/${kept.id}/messages`, { method: 'POST', headers, body: keptForm })).text();
  const keptId = (await api(first.url, session, `/library/conversations/${kept.id}`)).messages.find((message: { role: string }) => message.role === 'user').attachments[0].id;

  const deleted = await fetch(`${first.url}/api/library/conversations/${conversation.id}`, { method: 'DELETE', headers });
  expect(deleted.status).toBe(204);
  expect(existsSync(onDisk)).toBe(false);

  await first.stop();
  const orphan = join(folder, 'files', 'orphanfile0000000000');
  writeFileSync(orphan, 'left behind');
  const second = await startServer(env);
  expect(existsSync(orphan)).toBe(false);
  expect(existsSync(join(folder, 'files', keptId))).toBe(true);
  expect(await (await fetch(`${second.url}/api/ai/attachments/${keptId}`, { headers })).text()).toBe('kept');
}, processTimeout);
