// The voice isolator in Debian Chromium against `npm start`'s server and its offline engine
// (RNNoise): a noisy recording made here (flite's speech with pink noise mixed in at 5 dB) is
// uploaded and cleaned; its Before and After players both play (their audio elements' time
// advances) and the cleaned file downloads as a WAV as long as the upload. A 26 MB file is refused
// in the browser with the SPEC's words and never sent. The page with an item on show has no
// serious or moderate axe violation at 1280 and 390 px, light and dark, and nothing wider than the
// phone's screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { maxMediaUploadBytes, mediaUploadTooLarge } from '../../contract/media-upload';
import { mixAtSnr, pinkNoise } from '../../server/engines/audio/signal-quality';
import { durationOf, readWav, writeWav } from '../../server/engines/audio/wav';
import { useSuite } from './helpers/suite';
import { openPage, screenshot, signUpWithEmail } from './helpers/account';
import { violations } from './helpers/axe';

const folder = mkdtempSync(join(tmpdir(), 'atelier-isolator-'));
const noisy = join(folder, 'noisy interview.wav');
let seconds = 0;
beforeAll(() => {
  const speech = join(folder, 'speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', 'The street was loud, but my voice should come through clearly after cleaning.', '-o', speech]);
  const clean = readWav(readFileSync(speech))!;
  const { mix } = mixAtSnr(clean.samples, pinkNoise(clean.samples.length, 7), 5);
  writeFileSync(noisy, writeWav({ samples: mix, sampleRate: clean.sampleRate }));
  seconds = durationOf(clean);
});
const { server, browser } = useSuite();

/** Plays the player titled `title` and waits until its audio element's time has advanced. */
async function plays(page: Page, title: string) {
  await page.getByRole('button', { name: `Play ${title}` }).click();
  await page.waitForFunction((label) => ((document.querySelector(`[aria-label="Player: ${label}"] audio`) as HTMLAudioElement | null)?.currentTime ?? 0) > 0.2, title, { timeout: 20_000 });
  await page.getByRole('button', { name: `Pause ${title}` }).click();
}

/** Uploads the noisy file with the model chosen; resolves once the cleaned audio's player shows. */
async function isolate(page: Page) {
  await page.goto(`${server.url}/app/voice-isolator`);
  await page.getByRole('combobox', { name: 'Model' }).filter({ has: page.locator('option[value="rnnoise"]') }).waitFor({ timeout: 20_000 });
  await page.locator('input[type=file][aria-label="Recording"]').setInputFiles(noisy);
  await page.getByText('noisy interview.wav').waitFor();
  await page.getByRole('button', { name: 'Isolate voice' }).click();
  await page.waitForURL(/\/app\/voice-isolator\/[\w-]+$/, { timeout: 20_000 });
  // The job is read again every 5 s until done.
  await page.getByRole('button', { name: 'Play noisy interview (after)' }).waitFor({ timeout: 30_000 });
}

test('a noisy recording is cleaned offline: both players play and the cleaned file downloads', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Iris', `iris-${Date.now()}@example.com`);
    await isolate(page);
    await expect.poll(() => page.getByRole('list', { name: 'Isolated voices' }).getByRole('link').first().textContent()).toContain('noisy interview');
    await plays(page, 'noisy interview (before)');
    await plays(page, 'noisy interview (after)');

    const after = page.getByRole('group', { name: 'Player: noisy interview (after)' });
    const [download] = await Promise.all([page.waitForEvent('download'), after.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('noisy interview - isolated.wav');
    const cleaned = readWav(readFileSync((await download.path())!));
    expect(cleaned).not.toBeNull();
    expect(Math.abs(durationOf(cleaned!) - seconds)).toBeLessThan(0.1);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('a 26 MB file is refused in the browser with the SPEC words, and nothing is sent', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Otto', `otto-${Date.now()}@example.com`);
    await page.goto(`${server.url}/app/voice-isolator`);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/isolated-voices') && posts.push(request.url()));
    await page.locator('input[type=file][aria-label="Recording"]').setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(26 * 1024 * 1024) });
    expect(26 * 1024 * 1024).toBeGreaterThan(maxMediaUploadBytes);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toBe(mediaUploadTooLarge);
    await page.getByRole('button', { name: 'Isolate voice' }).click();
    expect(await alert.textContent()).toBe(mediaUploadTooLarge);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('the page passes axe at 1280 and 390 px, light and dark, and fits a phone', async () => {
  const { page, problems, close } = await openPage(browser, { bypassCSP: true });
  try {
    await signUpWithEmail(page, server.url, 'Ada', `ada-isolator-${Date.now()}@example.com`);
    await isolate(page);
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.reload();
        await page.getByRole('button', { name: 'Play noisy interview (after)' }).waitFor({ timeout: 20_000 });
        await screenshot(page, `voice-isolator-${width}-${colorScheme}`);
        found.push(...(await violations(page, 'moderate')).map((violation) => `${width} ${colorScheme}: ${violation}`));
        if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
