// Streaming in the real app (`npm start`'s server, the chat screen, Chromium): a model (the
// fake OpenAI server, over OPENAI_BASE_URL) sends a 20,000-character markdown reply at once,
// then the rest one word every TOKEN_GAP_MS, as models stream. The page's main-thread work is
// recorded with a Chrome trace; work that follows a word within FRAME_MS is that word's cost
// (its network event, the gateway, the machine, React, and the frame that shows it: style,
// layout, paint). This is the whole path a user waits on, where bench/render.ts times the
// message list alone. The same run measures each surface that streams markdown: the chat's
// reply and the writer's document (`surfaces`), so their figures compare like for like.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startServer } from '../tests/e2e/helpers/server';
import { launchChromium } from '../tests/e2e/helpers/browser';
import { startFakeOpenAI } from '../tests/server/helpers/fake-openai';
import { words as wordsOf } from '../tests/server/helpers/fake-http';
import { TOKEN_KEY } from '../src/gateway/rest';
import { guestSession } from './guest';
import { printProfile } from './open-conversation';
import { bursts, longestTask, mainThreadEvents, printBreakdown, type TraceEvent } from './trace';
import { CONTINUATION, longReply, percentile } from './render';

const TOKEN_GAP_MS = 50;
/** Tasks closer than this to the one before belong to the same word (a frame is 16.7 ms). */
const FRAME_MS = 20;

/** A screen that streams a long markdown answer: how to ask for it, and where it grows. */
export interface StreamSurface {
  name: string;
  /** Opens the screen with the model and types the request for the long answer. */
  open: (page: Page, url: string, model: string) => Promise<void>;
  /** Sends it (Enter, or the button): the burst is timed from here. */
  ask: (page: Page) => Promise<void>;
  /** The answer while it streams, and once it is done. */
  streaming: string;
  answer: string;
}

export const surfaces = {
  chat: {
    name: 'chat',
    open: async (page, url, model) => {
      await page.goto(`${url}/?model=${model}`);
      await page.getByRole('textbox', { name: 'Message' }).fill('Explain sorting, with code and tables.');
    },
    ask: (page) => page.getByRole('textbox', { name: 'Message' }).press('Enter'),
    streaming: '[data-role="assistant"][aria-busy="true"]',
    answer: '[data-role="assistant"]',
  },
  writer: {
    name: 'writer',
    open: async (page, url, model) => {
      await page.goto(`${url}/writer?model=${model}`);
      await page.getByLabel('What should I write?').fill('Explain sorting, with code and tables.');
    },
    ask: (page) => page.getByRole('button', { name: 'Write', exact: true }).click(),
    streaming: 'article[aria-busy="true"]',
    answer: 'article',
  },
} satisfies Record<string, StreamSurface>;

export interface AppStreamFigures {
  surface: string;
  /** From Enter (the page already open) until the 20,000 characters that arrive at once are on screen, and the page answers. */
  burstShownMs: number;
  replyChars: number;
  words: number;
  wordP50Ms: number;
  wordP95Ms: number;
  wordMaxMs: number;
  longestTaskMs: number;
}

export async function appStreamBench(surface: StreamSurface = surfaces.chat): Promise<AppStreamFigures> {
  const base = longReply(20_000);
  const model = 'bench-model';
  const fake = await startFakeOpenAI({ reply: base + CONTINUATION, models: [model], chunkDelayMs: TOKEN_GAP_MS, paceFrom: wordsOf(base).length });
  const server = await startServer({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bench' });
  const browser = await launchChromium();
  try {
    const { jwt } = await guestSession(server.url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(({ key, token }) => localStorage.setItem(key, token), { key: TOKEN_KEY, token: jwt });
    await surface.open(page, server.url, model);
    // PROFILE=burst: the profile covers the burst (Enter until the 20,000 characters are shown).
    const burstCdp = process.env.PROFILE === 'burst' ? await page.context().newCDPSession(page) : null;
    if (burstCdp) {
      await burstCdp.send('Profiler.enable');
      await burstCdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await burstCdp.send('Profiler.start');
    }
    // Timed in the page, in the frame that finds it (as bench/open-conversation.ts does).
    const sent = await page.evaluate(() => performance.now());
    await surface.ask(page);
    // The long part is on screen, and the paced part has begun (its first heading is Section
    // 99): from here every word arrives on its own.
    const shown = await page.waitForFunction(
      (streaming) => (document.querySelector(streaming)?.textContent?.includes('Section 99') ?? false) && performance.now(),
      surface.streaming,
      { polling: 'raf', timeout: 120_000 },
    );
    const burstShownMs = ((await shown.jsonValue()) as number) - sent;
    if (burstCdp) {
      const { profile } = await burstCdp.send('Profiler.stop');
      if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      printProfile(profile);
    }
    // PROFILE=1: where the page's JavaScript spends the time (instead of the trace's figures).
    const cdp = process.env.PROFILE && !burstCdp ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
    // A cheap check, seldom: Playwright's own locators would add their work to the page's.
    await page.waitForFunction((streaming) => !document.querySelector(streaming), surface.streaming, { polling: 1000, timeout: 120_000 });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      printProfile(profile);
    }
    const replyChars = await page.evaluate((answer) => document.querySelector(answer)?.textContent?.length ?? 0, surface.answer);

    const events = mainThreadEvents(trace.traceEvents);
    const words = bursts(events, FRAME_MS);
    if (process.env.DEBUG_TRACE) printBreakdown(events, words);
    const costs = words.map((w) => w.cost);
    return {
      surface: surface.name,
      burstShownMs,
      replyChars,
      words: costs.length,
      wordP50Ms: percentile(costs, 50),
      wordP95Ms: percentile(costs, 95),
      wordMaxMs: Math.max(...costs),
      longestTaskMs: longestTask(events),
    };
  } finally {
    await browser.close();
    await server.stop();
    await fake.close();
  }
}

/** The targets: per word p95, the longest task, and the burst on screen after Enter. */
export const streamTargets = { wordP95Ms: 8, longestTaskMs: 50, burstShownMs: 500 };

export function printAppStreamFigures(f: AppStreamFigures) {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const against = (value: number, target: number) => `(target ${target} ms) ${value <= target ? 'ok' : 'MISSED'}`;
  console.log(
    `stream in the app, ${f.surface} (answer ${f.replyChars} chars, ${f.words} words ${TOKEN_GAP_MS} ms apart, Chromium trace): main-thread work per word ` +
      `p50 ${ms(f.wordP50Ms)}, p95 ${ms(f.wordP95Ms)} ${against(f.wordP95Ms, streamTargets.wordP95Ms)}, max ${ms(f.wordMaxMs)}; ` +
      `longest task ${ms(f.longestTaskMs)} ${against(f.longestTaskMs, streamTargets.longestTaskMs)}; ` +
      `the 20,000 characters sent at once were on screen ${f.burstShownMs.toFixed(0)} ms after Enter ${against(f.burstShownMs, streamTargets.burstShownMs)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `tsx bench/stream-app.ts writer`: one surface; both by default.
  const asked = process.argv[2] as keyof typeof surfaces | undefined;
  for (const surface of asked ? [surfaces[asked]] : Object.values(surfaces)) printAppStreamFigures(await appStreamBench(surface));
}
