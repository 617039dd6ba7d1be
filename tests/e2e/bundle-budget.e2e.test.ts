// The bundle budget (bench/budgets.ts) on the build the e2e suites test: a chunk that grows
// past its budget fails CI, not only `npm run bench`; and the chat's first load stays within
// the 150 KiB gzipped, a shared conversation's within 120.
import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, expect, test } from 'vitest';
import { chunksOverBudget, KiB } from '../../bench/budgets';
import { pageFirstLoad } from '../../bench/bundle';
import { entryChunks } from '../../server/spa-preload';
import { buildSpaIfStale } from '../../server/spa';

beforeAll(() => buildSpaIfStale(process.cwd(), 'dist', () => {}));

test('every chunk of the build is within its budget', async () => {
  expect(await chunksOverBudget('dist')).toEqual([]);
});

test('the chat loads at most 150 KiB of gzipped JavaScript before its first paint; the message list and exports come later', async () => {
  const chat = await pageFirstLoad('dist', 'pages/ChatPage');
  expect(chat.gzip).toBeLessThanOrEqual(150 * KiB);
  // LazyMessageList, the few lines that load the list, is part of it (and may name the chunk it shares with the share page).
  expect(chat.files.some((file) => /(?<!Lazy)MessageList|marked|highlight|pdf|docx/.test(file))).toBe(false);
});

test("the guest captcha's solver is a worker chunk of its own, outside the chat's first load", async () => {
  const worker = (await readdir('dist/assets')).filter((name) => /^captchaWorker-.*\.js$/.test(name));
  expect(worker).toHaveLength(1);
  const chat = await pageFirstLoad('dist', 'pages/ChatPage');
  expect(chat.files.some((file) => /captcha|altcha/i.test(file))).toBe(false);
});

test("a shared conversation's page loads at most 120 KiB of gzipped JavaScript before its first paint; the workspaces domain is not in every page's entry", async () => {
  const share = await pageFirstLoad('dist', 'library/ShareScreen');
  expect(share.gzip).toBeLessThanOrEqual(120 * KiB);
  // Its code (operations, resolvers, cache config) comes with its first operation (the workspace
  // page, a session moved by a removal); the entry names only how to load it (index.ts).
  const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  for (const key of entryChunks(manifest)) {
    // The bundler's own runtime has no source map, nor sources of ours.
    const map = await readFile(`dist/${manifest[key].file}.map`, 'utf8').catch(() => '{"sources":[]}');
    const { sources } = JSON.parse(map) as { sources: string[] };
    expect(sources.filter((source) => /src\/gateway\/workspaces\/(?!index\.ts)/.test(source)), key).toEqual([]);
  }
});
