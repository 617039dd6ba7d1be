// The Composer in Debian Chromium against `npm start`'s server and its offline music engine: a
// composition made offline plays (its audio element's time advances) and downloads as MP3 (ID3
// or an MPEG frame sync first, its length near the one asked) and as WAV; vocals asked of the
// offline model are said to be impossible before sending. The page with a composition on show
// has no serious or moderate axe violation at 1280 and 390 px, light and dark, and nothing wider
// than the phone's screen.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { offlineIsInstrumental } from '../../contract/composer';
import { useSuite } from './helpers/suite';
import { openPage, screenshot, signUpWithEmail } from './helpers/account';
import { violations } from './helpers/axe';

const { server, browser } = useSuite();

/** Composes from the form as it is; resolves with the player's Play button once the job is done. */
async function compose(page: Page, prompt: string) {
  const before = page.url();
  await page.getByLabel('Describe the music').fill(prompt);
  await page.getByRole('button', { name: 'Compose' }).click();
  await page.waitForURL((url) => url.href !== before && /\/app\/composer\/[\w-]+$/.test(url.pathname), { timeout: 20_000 });
  const play = page.getByRole('button', { name: `Play ${prompt}` });
  // Read again every 5 s: the offline render of 15 s takes a few seconds more.
  await play.waitFor({ timeout: 60_000 });
  return play;
}

async function openComposer(page: Page) {
  await page.goto(`${server.url}/app/composer`);
  await page.getByRole('radio', { name: /Atelier composer \(offline\)/ }).and(page.locator(':checked')).waitFor({ timeout: 20_000 });
}

test('a composition made offline plays and downloads as MP3 and WAV, its length near the one asked', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Clara', `clara-${Date.now()}@example.com`);
    await openComposer(page);
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('calm, piano,');
    await tags.pressSequentially('rain');
    await tags.press('Enter');
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBe(3);
    await page.getByRole('switch', { name: 'Instrumental' }).click();
    await page.getByText(offlineIsInstrumental).waitFor();
    await page.getByRole('switch', { name: 'Instrumental' }).click();
    await page.getByRole('combobox', { name: 'Length' }).selectOption('15');
    const play = await compose(page, 'A calm piano piece for a rainy morning');

    await play.click();
    await page.waitForFunction(() => ((document.querySelector('[aria-label^="Player:"] audio') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.2, undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: /^Pause / }).click();
    const length = await page.evaluate(() => (document.querySelector('[aria-label^="Player:"] audio') as HTMLAudioElement).duration);
    expect(Math.abs(length - 15)).toBeLessThan(1.5);

    const [mp3] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download', exact: true }).click()]);
    expect(mp3.suggestedFilename()).toBe('A calm piano piece for a rainy morning.mp3');
    const bytes = readFileSync((await mp3.path())!);
    expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
    // 15 s of MP3 at any usual bit rate is tens of kilobytes at least.
    expect(bytes.length).toBeGreaterThan(30_000);
    const [wav] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download WAV' }).click()]);
    const wavBytes = readFileSync((await wav.path())!);
    expect(wavBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('the page with a composition passes axe at 1280 and 390 px, light and dark, and fits a phone', async () => {
  const { page, problems, close } = await openPage(browser, { bypassCSP: true });
  try {
    await signUpWithEmail(page, server.url, 'Ada', `ada-music-${Date.now()}@example.com`);
    await openComposer(page);
    await page.getByRole('combobox', { name: 'Length' }).selectOption('15');
    await compose(page, 'Accessible music');
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.reload();
        await page.getByRole('button', { name: 'Play Accessible music' }).waitFor({ timeout: 20_000 });
        await screenshot(page, `composer-${width}-${colorScheme}`);
        found.push(...(await violations(page, 'moderate')).map((violation) => `page ${width} ${colorScheme}: ${violation}`));
        if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
