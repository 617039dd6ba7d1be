// Debian's Chromium driven by playwright-core (no browser download is possible here).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or the one CHROMIUM_PATH names; a clear error when there is none. */
export function chromiumPath(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: run \`apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH.`);
  }
  return executablePath;
}

/** `extraArgs`: a suite's own flags (voiceover's fake microphone fed from a WAV file). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * A prerendered page (`/`, `/login`, `/signup` for a logged-out visitor) takes no key or click
 * until the app has replaced it: a test that types or tabs right away waits for the live page.
 */
export async function liveApp(page: Page) {
  await page.locator('.prerendered').waitFor({ state: 'detached', timeout: 30_000 });
}
