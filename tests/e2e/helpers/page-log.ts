// What the pages of a test did, printed only when the test fails: each page's navigations,
// uncaught errors, console errors and failed requests. A failure in CI then says where the
// page was and what broke, instead of only which element never appeared.
import type { Browser, BrowserContext, Page } from 'playwright-core';

const lines: string[] = [];
let started = performance.now();
const stamp = () => `${((performance.now() - started) / 1000).toFixed(2)}s`;
let pages = 0;

function watch(page: Page) {
  const id = `page ${++pages}`;
  const log = (what: string) => lines.push(`${id}: ${stamp()} ${what}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && log(`at ${frame.url()}`));
  page.on('pageerror', (error) => log(`uncaught ${String(error)}`));
  page.on('console', (message) => message.type() === 'error' && log(`console.error ${message.text()}`));
  page.on('requestfailed', (request) => log(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  page.on('close', () => log('closed'));
}

/** Every page the browser opens from now on is watched (directly or through a context). */
export function recordPages(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    context.on('page', watch);
    return context;
  };
  browser.newPage = async (...args: Parameters<Browser['newPage']>): Promise<Page> => {
    const page = await newPage(...args);
    watch(page);
    return page;
  };
  return browser;
}

/** Clears the record at the start of a test; times are counted from there. */
export function clearPageLog() {
  lines.length = 0;
  started = performance.now();
}

export function printPageLog(testName: string) {
  if (lines.length) console.error(`What the pages did in "${testName}":\n  ${lines.join('\n  ')}`);
}
