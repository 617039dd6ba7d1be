// Lighthouse (mobile: simulated slow 4G and a 4× slower CPU, Debian's Chromium) on the pages a
// logged-out visitor lands on: `/` and `/login` (sent prerendered) and a shared conversation's
// page (`/share/{id}`, a real one with a question and its answer), each against the issue's
// targets. The runs go round the pages, so a machine that gets busier weighs on each alike, and
// the load average is printed beside the figures.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../tests/e2e/helpers/server';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/e2e/helpers/browser';
import { visibility } from '../contract/library';
import { guestSession } from './guest';

export const lighthouseTargets = { score: 95, fcpMs: 1200, lcpMs: 2000 };

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}
export interface LighthouseFigures {
  pages: { page: string; runs: LighthouseRun[] }[];
  /** The machine's 1-minute load average before and after the runs. */
  load: [number, number];
}

export async function lighthouseOnPages(runs: number): Promise<LighthouseFigures> {
  const load: [number, number] = [loadavg()[0], loadavg()[0]];
  if (runs === 0) return { pages: [], load };
  const server = await startServer({ LOCAL_ENGINE_TOKEN_DELAY_MS: '0' });
  try {
    const pages = [
      { page: '/', runs: [] as LighthouseRun[] },
      { page: '/login', runs: [] as LighthouseRun[] },
      { page: await sharedConversation(server.url), runs: [] as LighthouseRun[] },
    ];
    for (let i = 0; i < runs; i++) for (const page of pages) page.runs.push(await lighthouseRun(`${server.url}${page.page}`));
    load[1] = loadavg()[0];
    return { pages: pages.map(({ page, runs: done }) => ({ page: page.startsWith('/share/') ? '/share/{id}' : page, runs: done })), load };
  } finally {
    await server.stop();
  }
}

/** A guest's conversation, one question and its answer, shared by link: its page's path. */
async function sharedConversation(url: string): Promise<string> {
  const { rest } = await guestSession(url);
  const conversation = await rest.post<{ id: string }>('/ai/conversations', { title: 'Sorting records' });
  for await (const _ of rest.stream(`/ai/conversations/${conversation.id}/messages`, { content: 'How do I sort records by two columns in TypeScript?' }, new AbortController().signal)) {
    // drain
  }
  await rest.post(`/library/${conversation.id}`, { visibility: visibility.public });
  return `/share/${conversation.id}`;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const audits = result!.lhr.audits;
    return {
      score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
      fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
      tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printLighthouseFigures({ pages, load }: LighthouseFigures) {
  const { score: minScore, fcpMs: maxFcp, lcpMs: maxLcp } = lighthouseTargets;
  for (const { page, runs } of pages) {
    if (!runs.length) continue;
    const score = median(runs.map((run) => run.score));
    const fcp = median(runs.map((run) => run.fcpMs));
    const lcp = median(runs.map((run) => run.lcpMs));
    console.log(
      `Lighthouse mobile on ${page} (logged out), median of ${runs.length} at load average ${load[0].toFixed(1)}–${load[1].toFixed(1)}: ` +
        `performance ${score} (target ≥ ${minScore}) ${verdict(score >= minScore)}, FCP ${seconds(fcp)} (target ≤ ${seconds(maxFcp)}) ${verdict(fcp <= maxFcp)}, ` +
        `LCP ${seconds(lcp)} (target ≤ ${seconds(maxLcp)}) ${verdict(lcp <= maxLcp)}` +
        ` — runs: ${runs.map((run) => `${run.score}/FCP ${seconds(run.fcpMs)}/LCP ${seconds(run.lcpMs)} (TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)})`).join('; ')}`,
    );
  }
}
