// `npm start` rebuilds the app when its sources are newer than dist/ (server/spa.ts): a file
// removed from the sources counts as a change too, through its folder's time.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newestChange } from '../../server/spa';

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
