// Registers what every end-to-end suite against the product needs: `npm start`'s server (with
// the suite's environment) and Debian's Chromium, started in beforeAll and closed in afterAll.
//
// A suite's body runs before its hooks, so `useSuite` cannot hand back the running server and
// browser themselves; it hands back stand-ins that reach them once beforeAll has run. That lets a
// suite write `const { server, browser } = useSuite(...)` and use `server.url` and
// `browser.newPage()` in its tests as if they were plain values.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './server';
import { launchChromium } from './browser';
import { clearPageLog, printPageLog, recordPages } from './page-log';
import { standIn } from '../../server/helpers/stand-in';

type ServerEnv = Record<string, string>;

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/**
 * `env` is the server's extra environment; pass a function when it depends on something an
 * earlier beforeAll starts (a fake provider's URL): it is read when this suite's beforeAll runs.
 * Hooks run in the order they are registered and afterAll in reverse, so what a suite registers
 * before `useSuite` starts first and stops last. `chromiumArgs`: flags of the suite's own.
 */
export function useSuite(env: ServerEnv | (() => ServerEnv) = {}, options: { chromiumArgs?: readonly string[] } = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Both at once: the server's first start may build the SPA, Chromium needs no wait for it.
    // allSettled, so that when one fails the other is still assigned and afterAll closes it.
    const results = await Promise.allSettled([
      startServer(typeof env === 'function' ? env() : env).then((started) => (server = started)),
      launchChromium(options.chromiumArgs).then((launched) => (browser = recordPages(launched))),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });

  // A failing test prints what its pages did (page-log.ts).
  beforeEach(({ task, onTestFailed }) => {
    clearPageLog();
    onTestFailed(() => printPageLog(task.name));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return { server: standIn('the server', () => server), browser: standIn('Chromium', () => browser) };
}
