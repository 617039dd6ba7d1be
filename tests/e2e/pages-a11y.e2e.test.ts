// The pages a logged-in user reads most, in Chromium at 1280 and 390 px, light and dark: axe-core
// finds no critical, serious or moderate violation on the chat (a reply with a heading in it),
// the models, the plans, checkout with a plan chosen, the workspace and the account pages. At
// 1280 px the plans and models use the page's width (no empty columns beside two cards), Free
// stands in every plan tab, and deleting the workspace comes last on its page.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { violations } from './helpers/axe';
import { openPage, screenshot, signUpWithEmail } from './helpers/account';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '1', ANTHROPIC_API_KEY: 'sk-ant-e2e-never-called' });

/** The share of `container`'s width that the elements `items` matches cover, side by side. */
function widthShare(page: Page, container: string, items: string) {
  return page.locator(container).first().evaluate((element, selector) => {
    const rects = [...element.querySelectorAll(selector)].map((item) => item.getBoundingClientRect());
    const covered = Math.max(...rects.map((rect) => rect.right)) - Math.min(...rects.map((rect) => rect.left));
    return covered / element.getBoundingClientRect().width;
  }, items);
}

/** Each page, opened and waited for until what axe should judge is on it. */
const pages: Record<string, (page: Page, chat: string) => Promise<void>> = {
  chat: async (page, chat) => {
    await page.goto(chat);
    await page.locator('[data-role="assistant"]').getByRole('heading', { level: 2 }).first().waitFor();
  },
  models: async (page) => {
    await page.goto(`${server.url}/models`);
    await page.locator('main article').first().waitFor();
  },
  plans: async (page) => {
    await page.goto(`${server.url}/billing/plans`);
    await page.getByRole('tabpanel').getByRole('article', { name: 'Free' }).waitFor();
  },
  checkout: async (page) => {
    await page.goto(`${server.url}/checkout/plan-pro-monthly`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByLabel('Card number').waitFor();
  },
  workspace: async (page) => {
    await page.goto(`${server.url}/workspace`);
    await page.getByText(/No cloned voices yet/).waitFor();
  },
  account: async (page) => {
    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByLabel('First name').waitFor();
  },
};

test('chat, models, plans, checkout, workspace and account have no serious or moderate axe violation at 1280 and 390 px, light and dark', async () => {
  const { page, problems, close } = await openPage(browser, { bypassCSP: true });
  try {
    await signUpWithEmail(page, server.url, 'Ada', `ada-pages-${Date.now()}@example.com`);
    // A reply of the offline assistant with a "###" heading in it.
    await page.getByRole('textbox', { name: 'Message' }).fill('How do credits work?');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 20_000 }).toBe(0);
    const chat = page.url();

    const found: string[] = [];
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        for (const [name, open] of Object.entries(pages)) {
          await open(page, chat);
          await screenshot(page, `${name}-${width}-${colorScheme}`);
          found.push(...(await violations(page, 'moderate')).map((violation) => `${name} ${width} ${colorScheme}: ${violation}`));
        }
      }
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test('at 1280 px the plans and models fill the width, Free is in every plan tab, and deleting the workspace comes last', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUpWithEmail(page, server.url, 'Ada', `ada-layout-${Date.now()}@example.com`);
    await pages.plans!(page, '');
    for (const tab of ['Monthly', 'Yearly', 'Lifetime']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('article', { name: 'Free' }).waitFor();
      expect(await panel.getByRole('article').count(), tab).toBeGreaterThan(1);
      expect(await widthShare(page, '[role="tabpanel"]', 'article'), tab).toBeGreaterThanOrEqual(0.9);
    }
    // The compared cards read straight across: their facts start on one line.
    const factTops = await page.getByRole('tabpanel').locator('article dl').evaluateAll((lists) => lists.map((list) => Math.round(list.getBoundingClientRect().top)));
    expect(new Set(factTops).size).toBe(1);
    expect(await widthShare(page, 'section[aria-labelledby="team-plans"]', 'article')).toBeGreaterThanOrEqual(0.9);

    await pages.models!(page, '');
    for (const grid of await page.locator('main section').all()) {
      expect(await grid.evaluate((section) => {
        const cards = [...section.querySelectorAll('article')].map((card) => card.getBoundingClientRect());
        return (Math.max(...cards.map((card) => card.right)) - Math.min(...cards.map((card) => card.left))) / section.getBoundingClientRect().width;
      })).toBeGreaterThanOrEqual(0.9);
    }

    await pages.workspace!(page, '');
    const sections = page.locator('main section');
    const last = sections.last();
    expect(await last.getByRole('heading', { level: 2 }).textContent()).toBe('Delete this workspace');
    const lastTop = (await last.boundingBox())!.y;
    for (const section of (await sections.all()).slice(0, -1)) {
      const box = (await section.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(lastTop);
    }
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
