// `npm start` rebuilds the app when its sources are newer than dist/ (server/spa.ts): a file
// removed from the sources counts as a change too, through its folder's time.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newestChange } from '../../scripts/newest-change.mjs';
import { buildSpaIfStale, terminalProgress } from '../../server/spa';

test('removing a source file makes the sources newer than a build made before', () => {
  const src = join(mkdtempSync(join(tmpdir(), 'atelier-spa-')), 'src');
  mkdirSync(src);
  writeFileSync(join(src, 'a.ts'), 'a');
  writeFileSync(join(src, 'b.ts'), 'b');
  const past = new Date(Date.now() - 60_000);
  for (const path of [join(src, 'a.ts'), join(src, 'b.ts'), src]) utimesSync(path, past, past);
  const builtAt = Date.now() - 30_000;
  expect(newestChange([src])).toBeLessThan(builtAt);
  rmSync(join(src, 'b.ts'));
  expect(newestChange([src])).toBeGreaterThan(builtAt);
});

test('a build dated the same as its newest source is rebuilt: that source may have been saved after the build read it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'atelier-spa-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src', 'a.ts'), 'a');
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
  // Both in one second, as a file system that keeps times to the second has them.
  const second = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  for (const path of [join(root, 'src', 'a.ts'), join(root, 'src'), join(root, 'dist', 'index.html')]) utimesSync(path, second, second);
  const said: string[] = [];
  // No vite.config.ts in this root: the build it starts fails, after saying why it started.
  await expect(buildSpaIfStale(root, join(root, 'dist'), (message) => said.push(message))).rejects.toThrow();
  expect(said).toEqual(['The app changed since the last build: building it with Vite…']);
});

test("the first start's progress line: redrawn in place on a terminal, a line per 10 % in a log file", () => {
  const written: string[] = [];
  const stream = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) }) as unknown as NodeJS.WriteStream;
  const toFile = terminalProgress(stream(false));
  for (const percent of [0, 4, 12, 19, 40, 100]) toFile(percent);
  expect(written).toEqual([0, 12, 40, 100].map((percent) => `Building the web app, first start only… ${percent} %\n`));
  written.length = 0;
  const toTerminal = terminalProgress(stream(true));
  for (const percent of [0, 4, 100]) toTerminal(percent);
  expect(written).toEqual(['\rBuilding the web app, first start only… 0 %', '\rBuilding the web app, first start only… 4 %', '\rBuilding the web app, first start only… 100 %\n']);
});
