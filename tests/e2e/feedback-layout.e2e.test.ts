// The feedback dialog with an image attached, and the admin's screenshot viewer, in Debian
// Chromium against `npm start`'s server: the dialog fits the screen at 1280×800 and 390×844
// (title and buttons in view, the fields scroll between them), and the viewer shows a 1280 px
// screenshot at most of the screen's width, whole. Screenshots go to $SCREENSHOT_DIR when set.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { screenshot, submitLogin } from './helpers/account';

const { server, browser } = useSuite({ ADMIN_EMAIL: 'admin@atelier.local', ADMIN_PASSWORD: 'atelier-admin' });

async function inView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  return box;
}

async function logInAsAdmin(page: Page) {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, 'admin@atelier.local', 'atelier-admin');
  await page.waitForURL(`${server.url}/admin`, { timeout: 20_000 });
}

/** The admin lands on /admin after logging in. */
/** Opens Give Feedback, attaches a picture of the page itself (as big as the viewport), and checks the dialog fits. */
async function feedbackWithImage(page: Page, name: string) {
  const picture = await page.screenshot();
  // On a phone the edge tab is hidden and the account menu holds the way in.
  if (page.viewportSize()!.width < 600) await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
  await dialog.waitFor();
  await dialog.getByLabel('Message').fill(`The page, ${name}`);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: picture });
  await dialog.locator('canvas, img').first().waitFor();
  await inView(page, dialog);
  await inView(page, dialog.getByRole('heading', { name: 'Give Feedback' }));
  await inView(page, dialog.getByRole('button', { name: 'Send feedback' }));
  await screenshot(page, `feedback-dialog-${name}`);
  return dialog;
}

test('with an image the feedback dialog fits 1280×800, and the admin sees the screenshot wide', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await logInAsAdmin(page);
    const dialog = await feedbackWithImage(page, '1280');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    await page.goto(`${server.url}/admin`);
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await page.getByRole('button', { name: 'View screenshot' }).first().click();
    const image = page.getByRole('img', { name: 'The screenshot sent with the report' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth)).toBe(1280);
    const box = await inView(page, image);
    // Was ~370 px in a 420 px dialog: now most of the screen's width.
    expect(box.width).toBeGreaterThan(1000);
    const shown = await image.evaluate((node) => {
      const img = node as HTMLImageElement;
      const scale = Math.min(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    });
    // The picture itself keeps its proportions (object-fit: contain) and is shown large.
    expect(shown.width / shown.height).toBeCloseTo(1280 / 800, 2);
    expect(shown.width).toBeGreaterThan(800);
    await inView(page, page.getByRole('dialog', { name: 'Screenshot' }).getByRole('button', { name: 'Close' }));
    await screenshot(page, 'admin-screenshot-1280');
  } finally {
    await context.close();
  }
});

test('with an image the feedback dialog fits 390×844 in the dark', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    await logInAsAdmin(page);
    await feedbackWithImage(page, '390-dark');
  } finally {
    await context.close();
  }
});
