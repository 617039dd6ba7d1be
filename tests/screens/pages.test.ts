import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { notFoundScreen, pages } from '../../contract/pages';
import { loadScreenFor, navEntries, routes } from '../../src/app/routes';

// The one pages table (contract/pages.ts) is the router, the lazy chunks, the sidebar and the
// headings. Screen files are found by a glob (`*Screen.tsx`, and `pages/*Page.tsx`): each one must be a page's, or the
// build would carry a chunk no route loads.

test('every screen file is a page, and every page names a screen file', () => {
  const dir = resolve(import.meta.dirname, '../../src/screens');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /Screen\.tsx$/.test(file) || /^pages[/\\]\w+Page\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, '').replaceAll('\\', '/'))
    .sort();
  const named = [...new Set<string>([...pages.map((page) => page.screen), notFoundScreen])].sort();
  expect(files).toEqual(named);
});

test("a page's screen loads through the glob, and a path no page has loads the not-found screen", async () => {
  await expect(loadScreenFor('/app/classifier')).resolves.toHaveProperty('default');
  await expect(loadScreenFor('/no/such/page')).resolves.toHaveProperty('default');
});

test('the sidebar, the headings and the routes come from the table', () => {
  // In table order: a page with `nav` is an entry.
  expect(navEntries.map(({ href, label }) => [href, label])).toEqual(pages.flatMap((page) => ('nav' in page ? [[page.path, page.nav.label]] : [])));
  expect(navEntries.slice(0, 4).map(({ label }) => label)).toEqual(['Chat', 'Classifier', 'Writer', 'Coder']);
  // A heading named on a key's first entry holds for all its paths (the chat's three).
  expect(routes.filter((route) => route.heading === 'Chat')).toHaveLength(3);
  expect(routes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
});
