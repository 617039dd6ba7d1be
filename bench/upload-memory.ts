// Peak memory of the server for the heaviest uploads a user can send: one 25 MB text file,
// and a message with ten of them (the most one message may carry). A real server process
// (the product's start without the SPA, tests/server/helpers/api-server.ts) gets each upload through the chat route; its
// peak resident memory is read from /proc (VmHWM) before and after.
// `npx tsx bench/upload-memory.ts` alone, or as part of `npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpGuestAt, startServer, type ServerProcess } from '../tests/server/helpers/server-process';

const mb = 1024 * 1024;

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** Resets the peak so each upload is measured on its own (Linux: write 5 to clear_refs). */
function resetPeak(pid: number) {
  try {
    // Needs the same user as the process; harmless when refused (the peak then covers earlier work too).
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* left as is */
  }
}

async function upload(server: ServerProcess, jwt: string, files: { name: string; data: Buffer }[]) {
  const conversation = await (await fetch(`${server.url}/api/ai/conversations`, { method: 'POST', headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: '{}' })).json();
  const form = new FormData();
  form.append('content', 'What is in these files?');
  for (const file of files) form.append('files[]', new Blob([new Uint8Array(file.data)], { type: 'text/plain' }), file.name);
  resetPeak(server.child.pid!);
  const before = memory(server.child.pid!);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/ai/conversations/${conversation.id}/messages`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${body.slice(0, 300)}`);
  const after = memory(server.child.pid!);
  return { before, after, ms: performance.now() - started };
}

function textFile(name: string, bytes: number) {
  const line = Buffer.from('The quick brown fox jumps over the lazy dog. 0123456789 ünïcödé\n');
  const data = Buffer.alloc(bytes);
  for (let at = 0; at < bytes; at += line.length) line.copy(data, at);
  return { name, data };
}

export async function uploadMemoryBench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-upload-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, LOCAL_ENGINE_TOKEN_DELAY_MS: '0' });
  try {
    const { jwt } = await signUpGuestAt(server.url);
    const one = await upload(server, jwt, [textFile('big.txt', 25 * mb - 1024)]);
    const ten = await upload(server, jwt, Array.from({ length: 10 }, (_, index) => textFile(`big-${index}.txt`, 25 * mb - 1024)));
    return { one, ten };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printUploadMemoryFigures(figures: Awaited<ReturnType<typeof uploadMemoryBench>>) {
  const show = (n: number) => `${(n / mb).toFixed(0)} MB`;
  for (const [label, figure] of [['one 25 MB text file', figures.one], ['ten 25 MB text files', figures.ten]] as const) {
    console.log(`upload of ${label}: server peak ${show(figure.after.peak)} (resident before ${show(figure.before.rss)}, +${show(figure.after.peak - figure.before.rss)}), ${figure.ms.toFixed(0)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printUploadMemoryFigures(await uploadMemoryBench());
