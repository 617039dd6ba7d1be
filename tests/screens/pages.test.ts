import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { notFoundScreen, pages } from '../../contract/pages';
import { navEntries, routes } from '../../src/app/routes';

// The one pages table (contract/pages.ts) is the router, the lazy chunks, the sidebar and the
// headings. Screen files are found by a glob (`*Screen.tsx`): each one must be a page's, or the
// build would carry a chunk no route loads.

test('every screen file is a page, and every page names a screen file', () => {
  const dir = resolve(import.meta.dirname, '../../src/screens');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /Screen\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, '').replaceAll('\\', '/'))
    .sort();
  const named = [...new Set<string>([...pages.map((page) => page.screen), notFoundScreen])].sort();
  expect(files).toEqual(named);
});

test('the sidebar, the headings and the routes come from the table', () => {
  expect(navEntries.map(({ href, label }) => [href, label])).toEqual([
    ['/', 'Chat'],
    ['/app/classifier', 'Classifier'],
    ['/writer', 'Writer'],
    ['/app/coder', 'Coder'],
  ]);
  // A heading named on a key's first entry holds for all its paths (the chat's three).
  expect(routes.filter((route) => route.heading === 'Chat').map((route) => String(route.path))).toHaveLength(3);
  expect(routes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
});
