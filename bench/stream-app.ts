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
import { words as wordsOf } from '../tests/server/helpers/fake-http';
import { TOKEN_KEY } from '../src/gateway/rest';
import { guestSession } from './guest';
import { printProfile } from './open-conversation';
import { bursts, longestTask, mainThreadEvents, printBreakdown, type TraceEvent } from './trace';
import { CONTINUATION, longReply, percentile } from './render';

const TOKEN_GAP_MS = 50;
/** Tasks closer than this to the one before belong to the same word (a frame is 16.7 ms). */
const FRAME_MS = 20;

export interface AppStreamFigures {
  /** From Enter until the 20,000 characters that arrive at once are on screen, and the page answers. */
  burstShownMs: number;
  replyChars: number;
  words: number;
  wordP50Ms: number;
  wordP95Ms: number;
  wordMaxMs: number;
  longestTaskMs: number;
}

export async function appStreamBench(): Promise<AppStreamFigures> {
  const base = longReply(20_000);
  const model = 'bench-model';
  const fake = await startFakeOpenAI({ reply: base + CONTINUATION, models: [model], chunkDelayMs: TOKEN_GAP_MS, paceFrom: wordsOf(base).length });
  const server = await startServer({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bench' });
  const browser = await launchChromium();
  try {
    const { jwt } = await guestSession(server.url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(({ key, token }) => localStorage.setItem(key, token), { key: TOKEN_KEY, token: jwt });
    await page.goto(`${server.url}/?model=${model}`);
    const prompt = page.getByRole('textbox', { name: 'Message' });
    await prompt.fill('Explain sorting, with code and tables.');
    await prompt.press('Enter');
    const sent = performance.now();
    // The long part is on screen, and the paced part has begun (its first heading is Section
    // 99): from here every word arrives on its own.
    await page.waitForFunction(() => document.querySelector('[data-role="assistant"][aria-busy="true"]')?.textContent?.includes('Section 99') ?? false, null, {
      polling: 100,
      timeout: 120_000,
    });
    const burstShownMs = performance.now() - sent;
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
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      printProfile(profile);
    }
    const replyChars = await page.evaluate(() => document.querySelector('[data-role="assistant"]')?.textContent?.length ?? 0);

    const events = mainThreadEvents(trace.traceEvents);
    const words = bursts(events, FRAME_MS);
    if (process.env.DEBUG_TRACE) printBreakdown(events, words);
    const costs = words.map((w) => w.cost);
    return {
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

export function printAppStreamFigures(f: AppStreamFigures) {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `stream in the app (reply ${f.replyChars} chars, ${f.words} words ${TOKEN_GAP_MS} ms apart, Chromium trace): main-thread work per word ` +
      `p50 ${ms(f.wordP50Ms)}, p95 ${ms(f.wordP95Ms)}, max ${ms(f.wordMaxMs)}; longest task ${ms(f.longestTaskMs)}; ` +
      `the 20,000 characters sent at once were on screen ${f.burstShownMs.toFixed(0)} ms after Enter`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printAppStreamFigures(await appStreamBench());
