// Workspaces in Debian Chromium against `npm start`'s server: an owner signs up, opens the
// workspace page from the account menu, creates a workspace and switches to it, saves an own
// key (its last 4 shown) and invites a second email; the invitation mail (caught by a small SMTP
// server, SMTP_URL) has the link; a second user signs up with that email, opens the link, joins
// and sees the workspace with both members; then leaves ('Leaving workspace...', the page
// reloads). Screenshots at 1280 and 390 px, light and dark, go to $SCREENSHOT_DIR when set.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { useSuite } from './helpers/suite';
import { mailedPath, useSmtpSink } from './helpers/smtp-sink';
import { openPage, screenshot, signUpWithEmail, toast } from './helpers/account';
import { startFakeOpenAI, type FakeServer } from '../server/helpers/fake-openai';

// The own key is checked with the provider before it is saved: a fake OpenAI that knows it,
// up before the server that points at it.
let openai: FakeServer;
beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: 'sk-e2e-own-key-4821', keyedModels: true });
});
afterAll(async () => {
  await openai?.close();
});

const sink = useSmtpSink();
const { server, browser } = useSuite(() => ({ SMTP_URL: sink.url, OPENAI_BASE_URL: openai.url }));
const signUp = (page: Page, name: string, email: string) => signUpWithEmail(page, server.url, name, email);

test('an owner invites by email; the invited user signs up, follows the mailed link, joins, and leaves', async () => {
  const owner = await openPage(browser);
  const invitee = await openPage(browser, { width: 390, colorScheme: 'dark' });
  const stamp = Date.now();
  const inviteeEmail = `max-${stamp}@example.com`;
  try {
    const page = owner.page;
    await signUp(page, 'Olive', `olive-${stamp}@example.com`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Manage workspaces' }).click();
    await page.getByRole('heading', { level: 1, name: 'Workspace' }).waitFor();
    await page.getByText('0 orders in total').waitFor();
    await page.getByText(/No cloned voices yet/).waitFor();

    // Create, then switch to it with the keyboard.
    await page.getByLabel('New workspace name').fill('Team Atelier');
    await page.getByLabel('New workspace name').press('Enter');
    await toast(page, 'Workspace created!');
    await page.getByRole('button', { name: 'Switch to Team Atelier' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Workspace switched!');
    await page.getByRole('heading', { level: 2, name: 'Team Atelier' }).waitFor();

    // An own key: only its last 4 characters come back.
    await page.getByLabel('OpenAI API key').fill('sk-e2e-own-key-4821');
    await page.getByRole('button', { name: 'Save keys' }).click();
    await toast(page, 'Changes saved successfully!');
    await page.getByText(/OpenAI: Saved key ending in 4821/).waitFor();
    expect(await page.content()).not.toContain('sk-e2e-own-key');

    // Invite.
    await page.getByLabel('Invite by email').fill(inviteeEmail);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await toast(page, 'Invitation sent!');
    await page.getByRole('list', { name: 'Invitations' }).getByText(inviteeEmail).waitFor();
    await screenshot(page, 'workspace-owner-1280-light');

    // The mail has the link.
    const path = await mailedPath(sink, inviteeEmail, /https?:\/\/\S+\/invitations\/\S+/);

    // The invited user signs up with that email, opens the link, joins.
    const other = invitee.page;
    await signUp(other, 'Max', inviteeEmail);
    await other.goto(`${server.url}${path}`);
    await other.getByRole('heading', { level: 1, name: 'Invitation' }).waitFor();
    await other.getByRole('button', { name: 'Join Team Atelier' }).click();
    await other.waitForURL(`${server.url}/workspace`, { timeout: 30_000 });
    await other.getByRole('heading', { level: 2, name: 'Team Atelier' }).waitFor();
    const members = other.getByRole('list', { name: 'Members' });
    await members.getByText('Olive', { exact: true }).waitFor();
    await members.getByText(inviteeEmail, { exact: false }).waitFor();
    expect(await other.getByText(/OpenAI: Saved key ending in 4821/).isVisible()).toBe(true);
    await screenshot(other, 'workspace-member-390-dark');

    // Removing a member asks first, naming whom and from what; Cancel keeps them.
    await page.reload();
    await page.getByRole('button', { name: 'Remove Max' }).click();
    const asked = page.getByRole('dialog', { name: 'Remove Max from Team Atelier?' });
    await asked.waitFor();
    await screenshot(page, 'workspace-remove-confirm-1280-light');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });

    // The link works once.
    await other.goto(`${server.url}${path}`);
    await other.getByText('This invitation cannot be used').waitFor();

    // The member leaves: 'Leaving workspace...', then the page reloads in their own workspace.
    await other.goto(`${server.url}/workspace`);
    await other.getByRole('button', { name: 'Leave workspace' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Leave workspace' }).click();
    await toast(other, 'Leaving workspace...');
    await other.waitForEvent('load', { timeout: 10_000 });
    await other.getByRole('heading', { level: 2, name: "Max's workspace" }).waitFor({ timeout: 30_000 });

    // The owner sees them gone, and is told what deleting loses before confirming.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Team Atelier' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Members' }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/deletes its conversations, documents, files/).waitFor();
    await screenshot(page, 'workspace-delete-1280-light');
    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await toast(page, 'Workspace deleted!');
    await page.getByRole('heading', { level: 2, name: "Olive's workspace" }).waitFor();

    expect([...owner.problems, ...invitee.problems]).toEqual([]);
  } finally {
    await owner.close();
    await invitee.close();
  }
});

test('the workspace page at 390 px in light and 1280 px in dark, with no serious axe finding', async () => {
  for (const [width, scheme] of [[390, 'light'], [1280, 'dark']] as const) {
    const { page, problems, close } = await openPage(browser, { width, colorScheme: scheme, bypassCSP: true });
    try {
      await signUp(page, 'Ada', `ada-${width}-${Date.now()}@example.com`);
      await page.goto(`${server.url}/workspace`);
      await page.getByRole('heading', { level: 2, name: "Ada's workspace" }).waitFor();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByText(/No cloned voices yet/).waitFor();
      await screenshot(page, `workspace-${width}-${scheme}`);
      expect(await seriousViolations(page), `${width} ${scheme}`).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }
});
