// Builds the SPA into dist/ once, before any e2e suite starts, when it is missing or older than
// its sources. Each suite's server would otherwise build it on its first start, and two suites
// running at once would both write dist/ at the same time.
import { resolve } from 'node:path';
import { buildSpaIfStale } from '../../server/spa';

export default async function buildAppOnce() {
  const root = resolve(import.meta.dirname, '../..');
  await buildSpaIfStale(root, resolve(root, 'dist'), (message) => console.log(message));
}
