// `npm start` as a user runs it: scripts/start.mjs with plain node runs the server bundle
// (build/server/main.js), rebuilding it first when it is older than its sources. On a new data
// folder the bundle creates the database with every migration of server/db/migrations (the
// bundle carries them; no file is read from there at run time but their names), answers the API
// and serves the built app; a bundle dated before its sources is rebuilt before it runs, also
// when two servers start at once.
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from 'vitest';
import { startServer } from './helpers/server';

const root = resolve(import.meta.dirname, '../..');
const bundle = join(root, 'build/server/main.js');

test('on a new data folder the bundle migrates the database, answers /api/models and serves the app shell; a restart rebuilds nothing', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-start-'));
  try {
    const server = await startServer({}, { dataDir });
    try {
      const models = await fetch(`${server.url}/api/models`);
      expect(models.status).toBe(200);
      expect(JSON.stringify(await models.json())).toContain('Atelier offline assistant');

      // The app shell, for / and for a client-side route alike, and the script it loads.
      for (const path of ['/', '/prompts/some-prompt']) {
        const page = await fetch(server.url + path);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await page.text();
        expect(html).toContain('<title>Atelier</title>');
        const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
        const asset = await fetch(server.url + script);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-type')).toMatch(/javascript/);
      }
    } finally {
      await server.stop();
    }

    // A restart on that folder builds nothing again: the bundle and the app are the ones just made.
    const built = [bundle, join(root, 'dist/index.html')].map((file) => statSync(file).mtimeMs);
    const restarted = await startServer({}, { dataDir });
    try {
      expect((await fetch(`${restarted.url}/api/models`)).status).toBe(200);
      expect([bundle, join(root, 'dist/index.html')].map((file) => statSync(file).mtimeMs)).toEqual(built);
    } finally {
      await restarted.stop();
    }

    // Every migration file, under the name it is recorded by.
    const pglite = new PGlite(join(dataDir, 'db'));
    try {
      const applied = await pglite.query<{ name: string }>('select name from kysely_migration order by name');
      const files = readdirSync(join(root, 'server/db/migrations')).sort().map((file) => file.replace(/\.ts$/, ''));
      expect(applied.rows.map((row) => row.name)).toEqual(files);
    } finally {
      await pglite.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a bundle older than its sources is rebuilt before it runs, by two servers starting at once', async () => {
  const before = Date.now();
  // Dated long ago: every source is newer, as after editing one.
  if (existsSync(bundle)) utimesSync(bundle, new Date(0), new Date(0));
  const servers = await Promise.all([startServer(), startServer()]);
  try {
    expect(statSync(bundle).mtimeMs).toBeGreaterThanOrEqual(before);
    for (const server of servers) expect((await fetch(`${server.url}/api/models`)).status).toBe(200);
    // Nothing half-written is left beside it.
    expect(readdirSync(join(root, 'build/server')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});

test('the built app renders its prerendered pages without shipping the renderer: no file or manifest entry of it is left in dist/', async () => {
  // The first test's start built dist/ when it was stale (server/spa.ts).
  const dist = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
  expect(Object.keys(manifest)).not.toContain('src/prerender.tsx');
  for (const chunk of Object.values(manifest)) {
    expect(existsSync(join(dist, chunk.file)), chunk.file).toBe(true);
    expect(chunk.dynamicImports ?? []).not.toContain('src/prerender.tsx');
  }
  // React's server renderer ran at build time only: no script a browser may load carries it.
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.filter((name) => readFileSync(join(dist, 'assets', name), 'utf8').includes('renderToString'))).toEqual([]);
  const prerendered = JSON.parse(readFileSync(join(dist, '.vite/prerendered.json'), 'utf8')) as { pages: Record<string, string> };
  expect(Object.keys(prerendered.pages).sort()).toEqual(['/', '/login', '/signup']);
});
