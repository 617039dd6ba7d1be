// Voiceover in Debian Chromium against `npm start`'s server and its offline engines (flite): a
// speech made offline plays (its audio element's time advances) and downloads as WAV; on the
// Team plan (3 clones), a voice cloned from a recording — Chromium's fake microphone fed from a
// WAV file flite spoke — and one from an uploaded file each top the voice list and speak; one
// clone over the cap is refused in the modal, in the server's words; a recording stopped the moment
// it starts, which the browser cannot decode, is refused by the sample input. A speech still queued when
// its server stops is in the history after a restart on the same data and becomes playable. The page with a speech on
// show, and the clone modal, have no serious or moderate axe violation at 1280 and 390 px, light
// and dark, and nothing wider than the phone's screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { startServer } from './helpers/server';
import { sampleProblemText } from '../../src/machines/voiceover/voiceCloneMachine';
import { openPage, screenshot, signUpWithEmail, toast } from './helpers/account';
import { violations } from './helpers/axe';
import { fillCheckout, receiptShown } from './helpers/checkout';

const folder = mkdtempSync(join(tmpdir(), 'atelier-voice-'));
const spoken = join(folder, 'microphone.wav');
// The fake microphone's sound, spoken before Chromium starts (hooks run in the order registered).
beforeAll(() => {
  execFileSync('flite', ['-voice', 'slt', '-t', 'My voice is clear and calm, and I speak at an even pace today. This is my sample.', '-o', spoken]);
});
const { server, browser } = useSuite({}, { chromiumArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${spoken}`] });

const voices = (page: Page) => page.getByRole('list', { name: 'Voices' });

/** Asks for a speech with the voice chosen; resolves once the page shows it (its address). */
async function generate(page: Page, text: string) {
  const before = page.url();
  await page.getByLabel('Text to speak').fill(text);
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL((url) => url.href !== before && /\/app\/voiceover\/[\w-]+$/.test(url.pathname), { timeout: 20_000 });
}

/** Generates a speech with the voice chosen and waits for its player; returns the player. */
async function speak(page: Page, text: string) {
  await generate(page, text);
  const play = page.getByRole('button', { name: `Play ${text}` });
  await play.waitFor({ timeout: 30_000 });
  return play;
}

/** Plays the speech on show and waits until its audio element's time has advanced. */
async function plays(page: Page, play: ReturnType<Page['getByRole']>) {
  await play.click();
  await page.waitForFunction(() => ((document.querySelector('[aria-label^="Player:"] audio') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.2, undefined, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Pause / }).click();
}

async function cloneFromDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Clone a voice' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: /consent/ }).check();
  await dialog.getByRole('button', { name: 'Clone' }).click();
  return dialog;
}

test('a speech made offline plays and downloads; voices cloned from a recording and an upload top the list and speak; one over the cap is refused', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Vera', `vera-${Date.now()}@example.com`);

    // A speech with the first voice, offline.
    await page.goto(`${server.url}/app/voiceover`);
    await voices(page).getByRole('button', { pressed: true }).first().waitFor({ timeout: 20_000 });
    const play = await speak(page, 'Hello from Chromium.');
    await plays(page, play);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Hello from Chromium..wav');
    const saved = readFileSync((await download.path())!);
    expect(saved.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(saved.length).toBeGreaterThan(10_000);

    // The Team plan keeps 3 clones.
    await page.goto(`${server.url}/checkout/plan-team`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await receiptShown(page);

    // From a recording: the fake microphone plays flite's sentence.
    await page.goto(`${server.url}/app/voiceover`);
    await page.getByRole('button', { name: 'Clone a voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone a voice' });
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByRole('timer').filter({ hasText: /^0:0[3-9]/ }).waitFor({ timeout: 20_000 });
    // The level meter hears the fake microphone.
    await page.waitForFunction(() => ((document.querySelector('meter[aria-label="Microphone level"]') as HTMLMeterElement | null)?.value ?? 0) > 0.01, undefined, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await dialog.getByLabel('Sample playback').waitFor({ timeout: 20_000 });
    // The converted WAV is a sample the browser reads back: three seconds and more of it.
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio[aria-label="Sample playback"]') as HTMLAudioElement | null;
      return !!audio && Number.isFinite(audio.duration) && audio.duration >= 2.5;
    }, undefined, { timeout: 20_000 });
    await cloneFromDialog(page, 'Recorded voice');
    await toast(page, 'Voice has been cloned successfully.');
    await expect.poll(() => voices(page).getByRole('listitem').first().textContent()).toContain('Recorded voice');
    expect(await voices(page).getByRole('button', { pressed: true }).textContent()).toContain('Recorded voice');
    await plays(page, await speak(page, 'Spoken by my recorded voice.'));

    // From an uploaded file.
    await page.getByRole('button', { name: 'Clone a voice' }).click();
    await dialog.getByLabel('Upload a sample').setInputFiles(spoken);
    await dialog.getByLabel('Sample playback').waitFor();
    await cloneFromDialog(page, 'Uploaded voice');
    await toast(page, 'Voice has been cloned successfully.');
    await expect.poll(() => voices(page).getByRole('listitem').first().textContent()).toContain('Uploaded voice');
    await plays(page, await speak(page, 'Spoken by my uploaded voice.'));

    // The third fits the cap; a fourth is refused in the modal.
    for (const [name, refused] of [['Third voice', false], ['One too many', true]] as const) {
      await page.getByRole('button', { name: 'Clone a voice' }).click();
      await dialog.getByLabel('Upload a sample').setInputFiles(spoken);
      await dialog.getByLabel('Sample playback').waitFor();
      await cloneFromDialog(page, name);
      if (!refused) await toast(page, 'Voice has been cloned successfully.');
    }
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toMatch(/3/);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('One too many');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('a recording the browser cannot decode is refused by the sample input (conversion_error)', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Cleo', `cleo-${Date.now()}@example.com`);
    await page.goto(`${server.url}/app/voiceover`);
    await page.getByRole('button', { name: 'Clone a voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone a voice' });
    await dialog.getByRole('button', { name: 'Record' }).waitFor();
    // Record, then Stop the moment it can be pressed: MediaRecorder has no sound to hand over
    // yet, and Chromium's decodeAudioData refuses the empty recording (EncodingError).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')];
          const stopAtOnce = new MutationObserver(() => {
            const stop = buttons().find((button) => button.textContent === 'Stop' && !button.disabled);
            if (!stop) return;
            stopAtOnce.disconnect();
            stop.click();
            resolve();
          });
          stopAtOnce.observe(document.body, { childList: true, subtree: true, attributes: true });
          buttons().find((button) => button.textContent === 'Record')!.click();
        }),
    );
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toBe(sampleProblemText({ code: 'conversion_error' }));
    expect(await dialog.getByLabel('Sample playback').count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('the page and the clone modal pass axe at 1280 and 390 px, light and dark, and fit a phone', async () => {
  const { page, problems, close } = await openPage(browser, { bypassCSP: true });
  try {
    await signUpWithEmail(page, server.url, 'Ada', `ada-voice-${Date.now()}@example.com`);
    await page.goto(`${server.url}/app/voiceover`);
    await voices(page).getByRole('button', { pressed: true }).first().waitFor({ timeout: 20_000 });
    await speak(page, 'Accessible speech.');
    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.reload();
        await page.getByRole('button', { name: 'Play Accessible speech.' }).waitFor({ timeout: 20_000 });
        await screenshot(page, `voiceover-${width}-${colorScheme}`);
        found.push(...(await violations(page, 'moderate')).map((violation) => `page ${width} ${colorScheme}: ${violation}`));
        if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.getByRole('button', { name: 'Clone a voice' }).click();
        await page.getByRole('dialog', { name: 'Clone a voice' }).waitFor();
        found.push(...(await violations(page, 'moderate')).map((violation) => `clone modal ${width} ${colorScheme}: ${violation}`));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('a speech still queued when the server stops is in the history after a restart and becomes playable', async () => {
  // A server of its own, one job at a time: a long speech runs while ours waits behind it.
  let own = await startServer({ JOB_CONCURRENCY: '1' });
  const { page, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, own.url, 'Rita', `rita-${Date.now()}@example.com`);
    await page.goto(`${own.url}/app/voiceover`);
    await voices(page).getByRole('button', { pressed: true }).first().waitFor({ timeout: 20_000 });
    await generate(page, 'A long speech that keeps the only job slot busy for a while. '.repeat(40));
    await generate(page, 'Kept across a restart.');
    const row = page.getByRole('list', { name: 'Speeches' }).getByRole('link', { name: /Kept across a restart\./ });
    const play = page.getByRole('button', { name: 'Play Kept across a restart.' });
    await row.waitFor({ timeout: 20_000 });
    expect(await play.count()).toBe(0);

    own = await own.restart();
    await page.reload();
    await row.waitFor({ timeout: 20_000 });
    // Read again every 5 s: the new server runs the long speech again, then ours.
    await play.waitFor({ timeout: 30_000 });
    await plays(page, play);
  } finally {
    await close();
    await own.stop();
  }
});
