// The model catalogue in Debian Chromium against `npm start`'s server. The server has an
// Anthropic key that is never used (nothing is sent), so Claude models are available and a guest
// may use them, while OpenAI's stay unavailable and come last with the reason. A guest reaches
// /models from the top bar, filters by type and searches, opens a model's detail by a click and
// by `?model=` in the address (the back button and Escape close it, the address follows),
// follows its chat link to the chat with that model chosen, and pins one, which stays first
// after a reload. At 390 px nothing is wider than the screen.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { seriousViolations } from './helpers/axe';
import { signUpAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ ANTHROPIC_API_KEY: 'sk-ant-e2e-never-called' });

const cardNames = (page: Page) => page.locator('main article h3').allTextContents();
const providerNames = (page: Page) => page.locator('main section h2').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search models' }).fill(text);
}

test('a guest browses, filters, searches, opens a detail by click and by address, follows its chat link and pins a model', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await signUpAsGuest(page, server.url);

  await page.getByRole('banner').getByRole('link', { name: 'Models' }).click();
  await page.getByRole('heading', { level: 1, name: 'Models' }).waitFor();
  expect(path(page)).toBe('/models');
  await page.locator('main article').first().waitFor();
  // Granted first, by provider; OpenAI's models need a key, so they come last and say why.
  // The media tools' offline models are there too (espeak-ng and PocketSphinx are installed here and in CI).
  expect(await providerNames(page)).toEqual(['Atelier (offline)', 'Anthropic', 'OpenAI', 'ElevenLabs']);
  expect(await cardNames(page)).toEqual([
    'Atelier offline assistant', 'Atelier offline classifier', 'flite (offline voices)', 'eSpeak NG (offline, many languages)', 'PocketSphinx (offline)',
    'RNNoise (offline)', 'Procedural images (offline)', 'Procedural video (offline)', 'Atelier composer (offline)',
    'Claude Sonnet 4.6', 'Claude Haiku 4.5',
    'GPT-4o', 'GPT-4o mini', 'OpenAI TTS', 'GPT-4o mini TTS', 'Whisper', 'GPT Image 1', 'Sora 2',
    'ElevenLabs Multilingual v2', 'ElevenLabs Voice Isolator', 'ElevenLabs Music',
  ]);
  const gpt = page.getByRole('article', { name: 'GPT-4o', exact: true });
  expect(await gpt.textContent()).toContain("Unavailable: Needs an OpenAI API key: the platform's, or your workspace's own in its settings.");
  const claude = page.getByRole('article', { name: 'Claude Haiku 4.5' });
  expect(await claude.getByRole('list', { name: 'Type, inputs and capabilities' }).getByRole('listitem').allTextContents()).toEqual(['Chat', 'Reads text', 'Reads images', 'Tools']);
  expect(await claude.textContent()).toContain('✓Available');
  expect(await claude.textContent()).not.toContain('Unavailable');

  // Filter by type, then search (applied once typing rests).
  const types = page.getByRole('group', { name: 'Type' });
  await types.getByText('Classification', { exact: true }).click();
  expect(await types.getByRole('radio', { name: 'Classification' }).isChecked()).toBe(true);
  expect(await cardNames(page)).toEqual(['Atelier offline classifier']);
  await types.getByText('All', { exact: true }).click();
  await searchFor(page, 'haiku');
  await expect.poll(() => cardNames(page)).toEqual(['Claude Haiku 4.5']);
  await searchFor(page, 'no such model');
  await page.getByText('No model matches “no such model”.').waitFor();
  await page.getByRole('button', { name: 'Show every model' }).click();
  await expect.poll(() => cardNames(page)).toHaveLength(21);

  // The detail by a click: the address gets ?model=, Escape takes it away again.
  await claude.getByRole('button', { name: 'Claude Haiku 4.5', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Claude Haiku 4.5' });
  await dialog.waitFor();
  expect(path(page)).toBe('/models?model=claude-haiku-4-5');
  expect(await dialog.textContent()).toContain('Anthropic · Chat');
  // Focus stays in the dialog however far Tab goes.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  expect(path(page)).toBe('/models');
  // The back button closes it too.
  await claude.getByRole('button', { name: 'Claude Haiku 4.5', exact: true }).click();
  await dialog.waitFor();
  await page.goBack();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(path(page)).toBe('/models');

  // The detail by its address; an unavailable model offers no way in, and says why.
  await page.goto(`${server.url}/models?model=gpt-4o`);
  const gptDialog = page.getByRole('dialog', { name: 'GPT-4o' });
  await gptDialog.waitFor();
  expect(await gptDialog.textContent()).toContain('Open in the chat: once it is available.');
  expect(await gptDialog.getByRole('link').count()).toBe(0);
  await gptDialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => gptDialog.count()).toBe(0);
  expect(path(page)).toBe('/models');
  await page.goto(`${server.url}/models?model=local-classifier`);
  expect(await page.getByRole('dialog', { name: 'Atelier offline classifier' }).getByRole('link', { name: 'Open in the classifier' }).getAttribute('href')).toBe('/app/classifier');

  // Its chat link: the chat, with that model chosen.
  await page.goto(`${server.url}/models?model=claude-haiku-4-5`);
  await dialog.getByRole('link', { name: 'Open in the chat' }).click();
  await page.waitForURL(/\/\?model=claude-haiku-4-5$/);
  await page.getByRole('button', { name: 'Options' }).waitFor();
  await expect.poll(() => page.getByText('Claude Haiku 4.5', { exact: true }).isVisible()).toBe(true);

  // A pin puts the model first, and it stays first after a reload.
  await page.goto(`${server.url}/models`);
  await page.locator('main article').first().waitFor();
  await page.getByRole('button', { name: 'Pin Claude Haiku 4.5' }).click();
  expect((await cardNames(page))[0]).toBe('Claude Haiku 4.5');
  expect(await providerNames(page)).toEqual(['Anthropic', 'Atelier (offline)', 'OpenAI', 'ElevenLabs']);
  await page.reload();
  await page.locator('main article').first().waitFor();
  expect((await cardNames(page))[0]).toBe('Claude Haiku 4.5');
  expect(await page.getByRole('button', { name: 'Pin Claude Haiku 4.5' }).getAttribute('aria-pressed')).toBe('true');

  expect(problems).toEqual([]);
  await context.close();
});

test('at 390 px the catalogue and a detail fit the screen', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/models?model=claude-sonnet-4-6`);
  const dialog = page.getByRole('dialog', { name: 'Claude Sonnet 4.6' });
  await dialog.waitFor();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await page.locator('main article').first().waitFor();
  // Logged out, every model says how to get it, in one state (not "Available" and "Locked").
  const offline = (await page.getByRole('article', { name: 'Atelier offline assistant' }).textContent())!;
  expect(offline).toContain('Available after logging in');
  expect(offline).not.toContain('Locked');
  const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((node) => node.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(390);
  await context.close();
});

test('the catalogue and a detail have no critical or serious axe violation, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // axe is injected, which the app's policy refuses: this context bypasses it (csp.e2e.test.ts holds the policy).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/models`);
    await page.locator('main article').first().waitFor();
    expect(await seriousViolations(page), colorScheme).toEqual([]);
    await page.getByRole('button', { name: 'Claude Haiku 4.5', exact: true }).click();
    await page.getByRole('dialog', { name: 'Claude Haiku 4.5' }).waitFor();
    expect(await seriousViolations(page), `${colorScheme}, detail`).toEqual([]);
    await context.close();
  }
});
