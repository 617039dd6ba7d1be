// The shell's and the chat's layout in Debian Chromium against `npm start`'s server, at 1280 and
// 390 px, light and dark, measured with bounding boxes: the Feedback tab covers nothing (the
// chat's Edit button, the checkout summary, the classifier's switches); toasts stay off the top
// bar and the prompt box; on a phone the chat keeps its height (one opaque row above the thread,
// ≤ 56 px); the thumbs-down "Tell us more" box opens in view; the thread is headed by the
// conversation's title, cut with an ellipsis; emoji come from a colour emoji font where the
// system has one. Screenshots go to $SCREENSHOT_DIR when set.
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';
import { screenshot } from './helpers/account';

const { server, browser } = useSuite();

type Box = { x: number; y: number; width: number; height: number };
const viewports = { 1280: { width: 1280, height: 720 }, 390: { width: 390, height: 844 } } as const;
// Long enough to be cut in the header at both widths.
const QUESTION = 'How do I clone a voice from a short recording of my own, and which sample length works best? 🎉';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Side by side: whatever scrolls up or down, the one can never pass under the other. */
const apartAcross = (a: Box, b: Box) => a.x >= b.x + b.width || b.x >= a.x + a.width;
const box = async (locator: Locator) => (await locator.boundingBox())!;

function inViewport(page: Page, b: Box) {
  const { width, height } = page.viewportSize()!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(width);
  expect(b.y + b.height).toBeLessThanOrEqual(height);
}

/** One guest with a conversation (its reply done) and a classification, shared by the tests. */
let guest: { chat: string; state: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>> } | undefined;
async function theGuest() {
  if (guest) return guest;
  const context = await browser.newContext({ viewport: viewports[1280] });
  const page = await context.newPage();
  await signUpAsGuest(page, server.url);
  await page.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Bad answer' }).waitFor({ timeout: 20_000 });
  const chat = page.url();
  await page.goto(`${server.url}/app/classifier`);
  await page.getByLabel('Text to classify').fill('What a kind review.');
  await page.getByRole('button', { name: 'Classify' }).click();
  await page.getByRole('heading', { level: 2, name: /flagged/i }).waitFor({ timeout: 20_000 });
  guest = { chat, state: await context.storageState() };
  await context.close();
  return guest;
}

async function openAs(width: 1280 | 390, colorScheme: 'light' | 'dark', path: string) {
  const { state } = await theGuest();
  const context = await browser.newContext({ viewport: viewports[width], colorScheme, storageState: state });
  const page = await context.newPage();
  await page.goto(path.startsWith('http') ? path : server.url + path);
  return { page, close: () => context.close() };
}

async function openChat(width: 1280 | 390, colorScheme: 'light' | 'dark' = 'light') {
  const opened = await openAs(width, colorScheme, (await theGuest()).chat);
  await opened.page.getByRole('button', { name: 'Bad answer' }).waitFor({ timeout: 20_000 });
  return opened;
}

for (const width of [1280, 390] as const) {
  test(`${width} px: the Feedback tab covers neither the chat's Edit button, the checkout summary nor the classifier's switches`, async () => {
    const { page, close } = await openChat(width);
    try {
      const tab = page.getByRole('button', { name: 'Feedback', exact: true });
      const tabShown = await tab.isVisible();
      // On a phone it is in the account menu instead.
      expect(tabShown).toBe(width === 1280);
      const covers = async (target: Locator) => {
        await target.waitFor({ timeout: 20_000 });
        if (!tabShown) return;
        const [t, b] = [await box(tab), await box(target)];
        expect(overlaps(t, b)).toBe(false);
        expect(apartAcross(t, b)).toBe(true);
      };
      await covers(page.getByRole('toolbar', { name: 'Question actions' }).getByRole('button', { name: 'Edit' }));
      await page.goto(`${server.url}/checkout/pack-2000`);
      await covers(page.getByRole('region', { name: 'Order summary' }));
      await screenshot(page, `feedback-tab-checkout-${width}`);
      await page.goto(`${server.url}/app/classifier`);
      await covers(page.getByRole('switch').first());
      if (!tabShown) {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('button', { name: 'Feedback', exact: true }).waitFor();
      }
    } finally {
      await close();
    }
  });
}

for (const [width, colorScheme] of [
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  test(`${width} px ${colorScheme}: toasts stay off the top bar and the prompt box`, async () => {
    const { page, close } = await openChat(width, colorScheme);
    try {
      await page.getByRole('toolbar', { name: 'Answer actions' }).last().getByRole('button', { name: 'Copy' }).click();
      const shown = page.getByRole('status').getByText('Copied to clipboard!', { exact: true });
      await shown.waitFor({ timeout: 20_000 });
      const toast = await box(shown.locator('..'));
      expect(overlaps(toast, await box(page.getByRole('banner')))).toBe(false);
      expect(overlaps(toast, await box(page.getByRole('textbox', { name: 'Message' })))).toBe(false);
      inViewport(page, toast);
      await screenshot(page, `toast-${width}-${colorScheme}`);
      // Dismissed from the keyboard.
      await page.getByRole('status').getByRole('button', { name: 'Dismiss' }).focus();
      await page.keyboard.press('Enter');
      await shown.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`390 px ${colorScheme}: one opaque row of at most 56 px above the thread, headed by the conversation's title`, async () => {
    const { page, close } = await openChat(390, colorScheme);
    try {
      const main = await box(page.locator('main'));
      // The thread's top: where its scrolling box begins. Everything between the top bar and it
      // was two rows, 85 px.
      const threadTop = await page.locator('[data-role="assistant"]').first().evaluate((message) => {
        let element = message.parentElement;
        while (element && !/auto|scroll/.test(getComputedStyle(element).overflowY)) element = element.parentElement;
        return element!.getBoundingClientRect().top;
      });
      console.log(`390 ${colorScheme}: ${threadTop - main.y} px above the thread`);
      expect(threadTop - main.y).toBeLessThanOrEqual(56);
      const header = page.locator('main header');
      const row = await box(header);
      expect(row.y - main.y).toBeLessThan(1);
      expect(row.y + row.height).toBeLessThanOrEqual(threadTop + 0.5);
      const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toMatch(/^rgb\(/); // opaque: rgba(…, 0) was the see-through row
      // History, the title and Share / Export on that one row.
      for (const control of [page.getByRole('button', { name: 'History' }), page.getByRole('button', { name: 'Share conversation' }), page.getByRole('button', { name: 'Export' })]) {
        const b = await box(control);
        expect(b.y).toBeGreaterThanOrEqual(row.y);
        expect(b.y + b.height).toBeLessThanOrEqual(row.y + row.height + 0.5);
      }
      await titleCut(page);
      await screenshot(page, `chat-header-390-${colorScheme}`);
    } finally {
      await close();
    }
  });
}

/** The thread's heading is the conversation's title, on one line, cut with an ellipsis, whole in its tooltip. */
async function titleCut(page: Page) {
  const heading = page.getByRole('main').getByRole('heading', { level: 2, name: /How do I clone a voice/ });
  const shown = await heading.evaluate((element) => ({
    title: element.getAttribute('title'),
    cut: element.scrollWidth > element.clientWidth,
    overflow: getComputedStyle(element).textOverflow,
    lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  }));
  expect(shown.title).toContain('How do I clone a voice from a short recording');
  expect(shown).toMatchObject({ cut: true, overflow: 'ellipsis', lines: 1 });
}

test('1280 px: the "Tell us more" box opens in view under the last answer, and the title heads the thread', async () => {
  const { page, close } = await openChat(1280, 'dark');
  try {
    await page.getByRole('button', { name: 'Bad answer' }).last().click();
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.waitFor();
    await expect.poll(async () => (await box(form)).y + (await box(form)).height).toBeLessThanOrEqual(viewports[1280].height);
    inViewport(page, await box(form));
    expect(await page.getByLabel('Tell us more (optional)').evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'tell-us-more-1280-dark');
    await titleCut(page);
  } finally {
    await close();
  }
});

test('390 px: the "Tell us more" box opens in view', async () => {
  const { page, close } = await openChat(390);
  try {
    // The thumbs at the very bottom of the thread, with the box's room below the fold.
    await page.getByRole('button', { name: 'Bad answer' }).last().evaluate((thumb) => thumb.scrollIntoView({ block: 'end' }));
    await page.getByRole('button', { name: 'Bad answer' }).last().click();
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.waitFor();
    await expect.poll(async () => (await box(form)).y + (await box(form)).height).toBeLessThanOrEqual(viewports[390].height);
    inViewport(page, await box(form));
  } finally {
    await close();
  }
});

// Debian's fonts-noto-color-emoji gives Chromium a colour emoji font; without one an emoji can
// only be an empty box, whatever the page asks for.
const emojiFontInstalled = (() => {
  try {
    return /emoji/i.test(execFileSync('fc-list', [':charset=1f389', 'family'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
})();

test('emoji are asked of the system\'s colour emoji fonts first', async () => {
  const { page, close } = await openChat(1280);
  try {
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.split(',')[0]).toContain('Atelier Emoji');
    for (const name of ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji']) expect(family).toContain(name);
  } finally {
    await close();
  }
});

test.skipIf(!emojiFontInstalled)('where the system has a colour emoji font, an emoji in a message is drawn in colour', async () => {
  const { page, close } = await openChat(1280);
  try {
    const drawn = await page.evaluate(async () => {
      const family = getComputedStyle(document.body).fontFamily;
      await document.fonts.load(`32px ${family}`, '🎉');
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = `32px ${family}`;
      context.fillText('🎉', 4, 36);
      const pixels = context.getImageData(0, 0, 48, 48).data;
      let coloured = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && (Math.abs(pixels[i] - pixels[i + 1]) > 40 || Math.abs(pixels[i + 1] - pixels[i + 2]) > 40)) coloured++;
      return { width: context.measureText('🎉').width, coloured };
    });
    expect(drawn.width).toBeGreaterThan(16);
    expect(drawn.coloured).toBeGreaterThan(20);
  } finally {
    await close();
  }
});
