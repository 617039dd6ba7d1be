// The bundle budget (bench/budgets.ts) on the build the e2e suites test: a chunk that grows
// past its budget fails CI, not only `npm run bench`; and the chat's first load stays within
// the 150 KiB gzipped, a shared conversation's within 120.
import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, expect, test } from 'vitest';
import { chunksOverBudget, KiB } from '../../bench/budgets';
import { pageFirstLoad } from '../../bench/bundle';
import { entryChunks } from '../../server/spa-preload';
import { rootFields } from '../../src/gateway/generated/root-fields';
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

test("a shared conversation's page loads at most 120 KiB of gzipped JavaScript before its first paint; no lazy gateway domain is in every page's entry, nor the list of them", async () => {
  const share = await pageFirstLoad('dist', 'library/ShareScreen');
  expect(share.gzip).toBeLessThanOrEqual(120 * KiB);
  // A lazy domain's code (operations, resolvers, cache config) comes with its first operation (the
  // workspace page, a session moved by a removal), and the list naming how to load each
  // (domains.ts, every index.ts) is a chunk fetched beside the screen: the entry knows them by name only.
  const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  for (const key of entryChunks(manifest)) {
    // The bundler's own runtime has no source map, nor sources of ours.
    const map = await readFile(`dist/${manifest[key].file}.map`, 'utf8').catch(() => '{"sources":[]}');
    const { sources } = JSON.parse(map) as { sources: string[] };
    const lazy = new RegExp(`src/gateway/(domains\\.ts|(${Object.keys(rootFields).join('|')})/)`);
    expect(sources.filter((source) => lazy.test(source)), key).toEqual([]);
  }
  // Nor the screens' loaders (src/app/screenLoaders.ts): the page's own screen comes preloaded with it.
  const entry = await readFile(`dist/${manifest['index.html']!.file}`, 'utf8');
  expect(entry.match(/\w+(Screen|Page)-[\w-]+\.(js|css)/g)).toBeNull();
});
