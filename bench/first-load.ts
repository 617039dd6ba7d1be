// A first visit: what each page loads before its first paint against the issue's targets, every
// chunk against its budget (the bench exits non-zero, loudly, when one grows past it), and
// Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) on `/` for a logged-out visitor.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { ScreenName } from '../contract/pages';
import { startServer } from '../tests/e2e/helpers/server';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/e2e/helpers/browser';
import { allChunks, pageFirstLoad, readManifest } from './bundle';

const KiB = 1024;

/** The issue's targets for a first visit (issue 9, item 2). */
const pageTargets: { page: string; screen: ScreenName; target: number }[] = [
  { page: 'the chat (/, /{conversationId})', screen: 'chat/ChatScreen', target: 150 * KiB },
  { page: '/login (logged out)', screen: 'account/LoginScreen', target: 120 * KiB },
  { page: '/signup (logged out)', screen: 'account/SignupScreen', target: 120 * KiB },
  { page: '/share/{id} (logged out)', screen: 'library/ShareScreen', target: 120 * KiB },
  { page: '/ (logged out: the chat)', screen: 'chat/ChatScreen', target: 120 * KiB },
];

/**
 * Each chunk's budget, gzipped, by its manifest name (a source path, or a shared chunk's name):
 * today's size and a little room. A chunk that grows past it fails the bench; raise a budget
 * only on purpose, in the same change, saying why.
 */
export const chunkBudgets: Record<string, number> = {
  framework: 100 * KiB, // react-dom, xstate, urql and graphcache, wouter: every page's first paint
  'index.html': 20 * KiB, // the app: shell, gateway, routes
  'src/screens/chat/ChatScreen.tsx': 16 * KiB,
  'src/screens/chat/MessageList.tsx': 26 * KiB, // virtualiser, markdown renderer, sanitiser
  'marked.esm': 16 * KiB,
  'src/lib/highlight.ts': 32 * KiB, // code highlighting, once a reply has code
  'src/lib/exports/docx.ts': 68 * KiB, // Word export, on demand
  'src/lib/exports/pdf.ts': 510 * KiB, // PDF export with its embedded fonts, on demand
};
/** Any other chunk. */
export const DEFAULT_CHUNK_BUDGET = 8 * KiB;

export interface FirstLoadFigures {
  pages: { page: string; gzip: number; brotli: number; files: number; target: number }[];
  overBudget: { name: string; gzip: number; budget: number }[];
  lighthouse: { score: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number }[];
}

export async function firstLoadBench(distDir = 'dist', lighthouseRuns = 3): Promise<FirstLoadFigures> {
  const pages = [];
  for (const { page, screen, target } of pageTargets) {
    const load = await pageFirstLoad(distDir, screen);
    pages.push({ page, gzip: load.gzip, brotli: load.brotli, files: load.files.length, target });
  }
  const manifest = await readManifest(distDir);
  const overBudget = [];
  for (const chunk of await allChunks(distDir)) {
    const name = chunk.key.startsWith('_') ? (manifest[chunk.key].name ?? chunk.key) : chunk.key;
    const budget = chunkBudgets[name] ?? DEFAULT_CHUNK_BUDGET;
    if (chunk.gzip > budget) overBudget.push({ name, gzip: chunk.gzip, budget });
  }
  return { pages, overBudget, lighthouse: await lighthouseOnHome(lighthouseRuns) };
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
  for (const { page, gzip, brotli, files, target } of pages) {
    console.log(`first-load JS, ${page}: ${kib(gzip)} gzipped, ${kib(brotli)} as sent with brotli, ${files} files (target ≤ ${kib(target)} gzipped) ${verdict(gzip <= target)}`);
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
    for (const { name, gzip, budget } of overBudget) console.error(`BUNDLE BUDGET EXCEEDED: ${name} is ${kib(gzip)} gzipped, its budget ${kib(budget)} (bench/first-load.ts)`);
    process.exitCode = 1;
  } else {
    console.log('bundle budget: every chunk within its budget');
  }
}
