// Streaming in the real app (`npm start`'s server, the chat screen, Chromium): a model (the
// fake OpenAI server, over OPENAI_BASE_URL) sends a 20,000-character markdown reply at once,
// then the rest one word every TOKEN_GAP_MS, as models stream. The page's main-thread work is
// recorded with a Chrome trace; work that follows a word within FRAME_MS is that word's cost
// (its network event, the gateway, the machine, React, and the frame that shows it: style,
// layout, paint). This is the whole path a user waits on, where bench/render.ts times the
// message list alone.
import { fileURLToPath } from 'node:url';
import { startServer } from '../tests/e2e/helpers/server';
import { launchChromium } from '../tests/e2e/helpers/browser';
import { startFakeOpenAI } from '../tests/server/helpers/fake-openai';
import { words } from '../tests/server/helpers/fake-http';
import { createRest, TOKEN_KEY } from '../src/gateway/rest';
import { solveCaptcha, type CaptchaChallenge } from '../src/gateway/captcha';
import { memoryStorage } from './memory-storage';
import { printProfile } from './open-conversation';
import { CONTINUATION, longReply, percentile } from './render';

const TOKEN_GAP_MS = 50;
/** Tasks closer than this to the one before belong to the same word (a frame is 16.7 ms). */
const FRAME_MS = 20;

export interface AppStreamFigures {
  replyChars: number;
  words: number;
  wordP50Ms: number;
  wordP95Ms: number;
  wordMaxMs: number;
  longestTaskMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export async function appStreamBench(): Promise<AppStreamFigures> {
  const base = longReply(20_000);
  const model = 'bench-model';
  const fake = await startFakeOpenAI({ reply: base + CONTINUATION, models: [model], chunkDelayMs: TOKEN_GAP_MS, paceFrom: words(base).length });
  const server = await startServer({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bench' });
  const browser = await launchChromium();
  try {
    const jwt = await guestToken(server.url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(({ key, token }) => localStorage.setItem(key, token), { key: TOKEN_KEY, token: jwt });
    await page.goto(`${server.url}/?model=${model}`);
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill('Explain sorting, with code and tables.');
    await prompt.press('Enter');
    // The long part is on screen: from here every word arrives on its own.
    await page.waitForFunction((chars) => (document.querySelector('[data-role="assistant"][aria-busy="true"]')?.textContent?.length ?? 0) > chars, base.length * 0.8, {
      polling: 100,
      timeout: 120_000,
    });
    // PROFILE=1: where the page's JavaScript spends the time (instead of the trace's figures).
    const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
    // A cheap check, seldom: Playwright's own locators would add their work to the page's.
    await page.waitForFunction(() => !document.querySelector('[data-role="assistant"][aria-busy="true"]'), null, { polling: 1000, timeout: 120_000 });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
    const replyChars = await page.evaluate(() => document.querySelector('[data-role="assistant"]')?.textContent?.length ?? 0);

    if (process.env.DEBUG_TRACE) {
      const main = trace.traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!;
      const sums = new Map<string, number>();
      for (const e of trace.traceEvents) if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X') sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log([...sums].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms ${k}`).join('\n'));
    }
    const costs = wordCosts(mainThreadTasks(trace.traceEvents));
    return {
      replyChars,
      words: costs.length,
      wordP50Ms: percentile(costs, 50),
      wordP95Ms: percentile(costs, 95),
      wordMaxMs: Math.max(...costs),
      longestTaskMs: Math.max(...mainThreadTasks(trace.traceEvents).map((t) => t.dur)),
    };
  } finally {
    await browser.close();
    await server.stop();
    await fake.close();
  }
}

async function guestToken(url: string): Promise<string> {
  const storage = memoryStorage();
  const rest = createRest({ baseUrl: url, storage });
  const challenge = await rest.get<CaptchaChallenge>('/auth/captcha');
  const signup = await rest.post<{ jwt?: string }>('/auth/signup', { type: 'guest', first_name: 'Bench', 'captcha-token': await solveCaptcha(challenge) });
  rest.setToken(signup.jwt ?? null);
  const jwt = storage.getItem(TOKEN_KEY);
  if (!jwt) throw new Error('no token after guest signup');
  return jwt;
}

/** The page's main-thread tasks (start and duration in ms), in order. */
function mainThreadTasks(events: TraceEvent[]): { start: number; dur: number }[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur !== undefined)
    .map((e) => ({ start: e.ts / 1000, dur: e.dur! / 1000 }))
    .sort((a, b) => a.start - b.start);
}

/** Busy time of each burst of tasks (a word's work), bursts being TOKEN_GAP_MS apart. */
function wordCosts(tasks: { start: number; dur: number }[]): number[] {
  const costs: number[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.start - end > FRAME_MS) costs.push(0);
    costs[costs.length - 1] += task.dur;
    end = Math.max(end, task.start + task.dur);
  }
  return costs;
}

export function printAppStreamFigures(f: AppStreamFigures) {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `stream in the app (reply ${f.replyChars} chars, ${f.words} words ${TOKEN_GAP_MS} ms apart, Chromium trace): main-thread work per word ` +
      `p50 ${ms(f.wordP50Ms)}, p95 ${ms(f.wordP95Ms)}, max ${ms(f.wordMaxMs)}; longest task ${ms(f.longestTaskMs)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printAppStreamFigures(await appStreamBench());
