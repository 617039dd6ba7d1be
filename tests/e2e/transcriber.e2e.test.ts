// The Transcriber in Debian Chromium against `npm start`'s server and its offline engine
// (PocketSphinx): speech spoken by the offline voice (flite) is uploaded and transcribed back with
// its words; a segment clicked plays the audio from its start (the audio element's time) and is
// marked while it plays; VTT and SRT download and are valid; a 26 MB file is refused in the browser
// and by the server (an API call) in the SPEC's words, and a text file named .mp3 by the server.
// The page with a transcription on show has no serious or moderate axe violation at 1280 and 390 px,
// light and dark, and nothing wider than the phone's screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { openPage, screenshot, signUpWithEmail } from './helpers/account';
import { violations } from './helpers/axe';

const folder = mkdtempSync(join(tmpdir(), 'atelier-transcriber-'));
const spoken = join(folder, 'Weather report.wav');
const sentence = 'Good morning. The weather today is sunny and warm. We will meet at the station at ten o\'clock.';
beforeAll(() => {
  execFileSync('flite', ['-voice', 'slt', '-t', sentence, '-o', spoken]);
});
const { server, browser } = useSuite();

const tooLarge = 'File size must be less than 25MB.';
const unsupported = 'File must be in a supported audio/video format.';

/** Uploads the spoken WAV with the offline model and waits until its segments show. */
async function transcribe(page: Page) {
  await page.goto(`${server.url}/app/transcriber?model=pocketsphinx`);
  await page.getByRole('radio', { name: /PocketSphinx/ }).and(page.locator(':checked')).waitFor({ timeout: 20_000 });
  await page.locator('input[type="file"]').setInputFiles(spoken);
  await page.getByRole('button', { name: 'Transcribe' }).click();
  await page.waitForURL(/\/app\/transcriber\/[\w-]+$/, { timeout: 20_000 });
  const segments = page.getByRole('list', { name: 'Segments' });
  // Read again every 5 s until PocketSphinx is done.
  await segments.waitFor({ timeout: 60_000 });
  return segments;
}

test('speech made offline is transcribed back with its words; a segment plays from its time; VTT and SRT download valid', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Tess', `tess-${Date.now()}@example.com`);
    const segments = await transcribe(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    expect(await preview.getByRole('heading', { level: 2 }).textContent()).toBe('Weather report');
    const text = (await preview.locator('p', { hasText: /morning/i }).last().textContent())!.toLowerCase();
    // PocketSphinx is far from perfect (README: its word error rate), but most words come back.
    const words = ['good', 'morning', 'weather', 'today', 'sunny', 'station', 'ten'];
    expect(words.filter((word) => text.includes(word)).length, text).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('list', { name: 'Transcriptions' }).getByRole('link', { name: /Weather report/ }).getAttribute('aria-current')).toBe('page');

    // The last segment plays from its start, and is the one marked while it plays.
    const buttons = segments.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const last = buttons.nth(count - 1);
    const startText = /^(\d+):(\d\d)/.exec((await last.textContent())!)!;
    const start = Number(startText[1]) * 60 + Number(startText[2]);
    await last.click();
    await page.waitForFunction((from) => {
      const audio = document.querySelector('[aria-label^="Player:"] audio') as HTMLAudioElement | null;
      return !!audio && !audio.paused && audio.currentTime >= from;
    }, start, { timeout: 20_000 });
    await expect.poll(() => last.getAttribute('aria-current'), { timeout: 20_000 }).toBe('true');
    await page.getByRole('button', { name: /^Pause / }).click();
    // Enter on the first plays from the beginning again.
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const audio = document.querySelector('[aria-label^="Player:"] audio') as HTMLAudioElement | null;
      return !!audio && !audio.paused && audio.currentTime < 2;
    }, undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: /^Pause / }).click();

    const [vtt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download VTT' }).click()]);
    expect(vtt.suggestedFilename()).toBe('Weather report.vtt');
    const webvtt = readFileSync((await vtt.path())!, 'utf8');
    expect(webvtt).toMatch(/^WEBVTT\n\n\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n\S/);
    expect(webvtt.match(/-->/g)).toHaveLength(count);
    const [srt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SRT' }).click()]);
    expect(srt.suggestedFilename()).toBe('Weather report.srt');
    const subrip = readFileSync((await srt.path())!, 'utf8');
    expect(subrip).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n\S/);
    expect(subrip.match(/-->/g)).toHaveLength(count);
    expect(subrip).toContain(`\n\n${count}\n`);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('a 26 MB file is refused in the browser and by the server, and a text file named .mp3 by the server, in the SPEC\'s words', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Lou', `lou-${Date.now()}@example.com`);
    await page.goto(`${server.url}/app/transcriber`);
    const input = page.locator('input[type="file"]');
    await page.getByRole('radio', { name: /PocketSphinx/ }).and(page.locator(':checked')).waitFor({ timeout: 20_000 });
    await input.setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(26 * 1024 * 1024, 1) });
    expect(await page.getByRole('alert').textContent()).toBe(tooLarge);

    // The server, asked directly with the page's token, refuses the same file as it streams.
    const answer = await page.evaluate(async () => {
      const form = new FormData();
      form.append('model', 'pocketsphinx');
      form.append('file', new Blob([new Uint8Array(26 * 1024 * 1024)], { type: 'audio/wav' }), 'long.wav');
      const response = await fetch('/api/ai/transcriptions', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` }, body: form });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({ status: 413, body: { message: tooLarge } });

    // A text file named .mp3 passes the browser (its name and type say audio); its bytes do not pass the server.
    await input.setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('Only words, no sound.\n'.repeat(100)) });
    await page.getByRole('button', { name: 'Transcribe' }).click();
    await page.getByText(unsupported).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/app/transcriber');
    expect(problems.filter((problem) => !/\b(413|400)\b/.test(problem))).toEqual([]);
  } finally {
    await close();
  }
});

test('the page with a transcription passes axe at 1280 and 390 px, light and dark, and fits a phone', async () => {
  const { page, problems, close } = await openPage(browser, { bypassCSP: true });
  try {
    await signUpWithEmail(page, server.url, 'Axel', `axel-tr-${Date.now()}@example.com`);
    await transcribe(page);
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.reload();
        await page.getByRole('list', { name: 'Segments' }).waitFor({ timeout: 20_000 });
        await screenshot(page, `transcriber-${width}-${colorScheme}`);
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
