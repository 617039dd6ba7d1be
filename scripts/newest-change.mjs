// When a build is stale, for both builds `npm start` may run: the server bundle
// (scripts/server-bundle.mjs, run by plain node before any build, hence plain JavaScript) and
// the web app (server/spa.ts).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under these paths, folders included: a file removed changes only its folder's (0 when none exist). */
export function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}

/**
 * A build (its modification time, 0 when missing) is current only when strictly newer than every
 * source: on a file system that keeps times to the second, a source saved in the build's second
 * may not be in it, and one build too many costs less than serving the old code.
 */
export function builtAfter(builtAt, sources) {
  return builtAt > 0 && builtAt > newestChange(sources);
}
