// A first visit: what each page loads before its first paint against the issue's targets (none
// for the logged-out `/`, `/login` and `/signup` when the build sends them prerendered, printed
// beside what each loads until it is interactive), every chunk against its budget (the bench exits non-zero, loudly, when one
// grows past it), and Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) on `/` for a logged-out visitor.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../tests/e2e/helpers/server';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/e2e/helpers/browser';
import { chunksOverBudget, KiB, pageTargets } from './budgets';
import { pageFirstLoad, servedPage } from './bundle';

export interface FirstLoadFigures {
  /**
   * `gzip`/`brotli`: JavaScript before the first paint (0 for a page sent prerendered);
   * `interactive`: until the app runs, and `html`: the page as sent, for a prerendered one.
   */
  pages: {
    page: string;
    gzip: number;
    brotli: number;
    files: number;
    target: number;
    prerendered?: { interactiveGzip: number; interactiveBrotli: number; htmlBytes: number; htmlGzip: number };
  }[];
  overBudget: { name: string; gzip: number; budget: number }[];
  lighthouse: { score: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number }[];
}

export async function firstLoadBench(distDir = 'dist', lighthouseRuns = 3): Promise<FirstLoadFigures> {
  const pages = [];
  for (const { page, screen, target, prerendered } of pageTargets) {
    const load = await pageFirstLoad(distDir, screen);
    const served = prerendered ? servedPage(distDir, prerendered) : null;
    if (served?.prerendered) {
      pages.push({ page, gzip: 0, brotli: 0, files: 0, target, prerendered: { interactiveGzip: load.gzip, interactiveBrotli: load.brotli, htmlBytes: served.bytes, htmlGzip: served.gzip } });
    } else pages.push({ page, gzip: load.gzip, brotli: load.brotli, files: load.files.length, target });
  }
  return { pages, overBudget: await chunksOverBudget(distDir), lighthouse: await lighthouseOnHome(lighthouseRuns) };
}

async function lighthouseOnHome(runs: number) {
  if (runs === 0) return [];
  const server = await startServer();
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
      try {
        const result = await lighthouse(`${server.url}/`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const audits = result!.lhr.audits;
        results.push({
          score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
          fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
          tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
          cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        });
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printFirstLoadFigures({ pages, overBudget, lighthouse: runs }: FirstLoadFigures) {
  for (const { page, gzip, brotli, files, target, prerendered } of pages) {
    const paint = prerendered
      ? `${kib(gzip)} before its first paint (sent prerendered: ${kib(prerendered.htmlBytes)} of HTML, ${kib(prerendered.htmlGzip)} gzipped), ${kib(prerendered.interactiveGzip)} gzipped until it is interactive (${kib(prerendered.interactiveBrotli)} as sent with brotli)`
      : `${kib(gzip)} gzipped, ${kib(brotli)} as sent with brotli, ${files} files`;
    console.log(`first-load JS, ${page}: ${paint} (target ≤ ${kib(target)} gzipped) ${verdict(gzip <= target)}`);
  }
  if (runs.length) {
    const score = median(runs.map((run) => run.score));
    const lcp = median(runs.map((run) => run.lcpMs));
    console.log(
      `Lighthouse mobile on / (logged out), median of ${runs.length}: performance ${score} (target ≥ 90) ${verdict(score >= 90)}, LCP ${(lcp / 1000).toFixed(2)} s (target ≤ 2.5 s) ${verdict(lcp <= 2500)}` +
        ` — runs: ${runs.map((run) => `${run.score}/${(run.lcpMs / 1000).toFixed(2)} s (FCP ${(run.fcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)})`).join('; ')}`,
    );
  }
  if (overBudget.length) {
    for (const { name, gzip, budget } of overBudget) console.error(`BUNDLE BUDGET EXCEEDED: ${name} is ${kib(gzip)} gzipped, its budget ${kib(budget)} (bench/budgets.ts)`);
    process.exitCode = 1;
  } else {
    console.log('bundle budget: every chunk within its budget');
  }
}
