// Builds tests/pages/render (the MessageList harness) with the app's Vite config into a temp
// folder, and serves it to a Playwright page from an origin of its own (no server needed).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';

export const HARNESS_ORIGIN = 'http://render.test';
export const HARNESS_URL = `${HARNESS_ORIGIN}/tests/pages/render/index.html`;

export async function buildRenderHarness(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'atelier-render-'));
  await build({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: false, sourcemap: false, rollupOptions: { input: 'tests/pages/render/index.html' } },
  });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export async function serveHarness(page: Page, outDir: string): Promise<void> {
  await page.route(`${HARNESS_ORIGIN}/**`, async (route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(outDir, path));
      await route.fulfill({ status: 200, body, contentType: TYPES[extname(path)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
