// The workspace owner's other actions in Debian Chromium against `npm start`'s server, each
// answered with SPEC §8's words: renaming ('Workspace name updated!'), removing a pending
// invitation ('Invitation removed!'), removing a member ('Member removed!', after which the
// member's token is refused at once) and handing the workspace over ('Workspace ownership
// transferred!'). Each test makes its own users and team, so they run in any order.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { mailedPath, useSmtpSink } from './helpers/smtp-sink';
import { openPage, signUpWithEmail, toast } from './helpers/account';

const sink = useSmtpSink();
// Several sign-ups per test: the per-IP sign-up limit must not be what a slow run meets.
const { server, browser } = useSuite(() => ({ SMTP_URL: sink.url, AUTH_RATE_LIMIT: '1000' }));
const signUp = (page: Page, name: string, email: string) => signUpWithEmail(page, server.url, name, email);

/** A second workspace is on no plan, so its invitations meet no Free member cap. */
async function openTeam(page: Page, team: string) {
  await page.goto(`${server.url}/workspace`);
  await page.getByLabel('New workspace name').fill(team);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await toast(page, 'Workspace created!');
  await page.getByRole('button', { name: `Switch to ${team}` }).click();
  await toast(page, 'Workspace switched!');
  await page.getByRole('heading', { level: 2, name: team }).waitFor();
}

async function invite(page: Page, email: string): Promise<string> {
  await page.getByLabel('Invite by email').fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await toast(page, 'Invitation sent!');
  await page.getByRole('list', { name: 'Invitations' }).getByText(email).waitFor();
  return mailedPath(sink, email, /https?:\/\/\S+\/invitations\/\S+/);
}

/** An owner with a team and a member who joined it by the mailed link; both pages on /workspace. */
async function teamWithMember(label: string) {
  const stamp = `${label}-${Date.now()}`;
  const owner = await openPage(browser);
  const member = await openPage(browser);
  const team = `Team ${stamp}`;
  const memberEmail = `max-${stamp}@example.com`;
  await signUp(owner.page, 'Olive', `olive-${stamp}@example.com`);
  await openTeam(owner.page, team);
  const path = await invite(owner.page, memberEmail);
  await signUp(member.page, 'Max', memberEmail);
  await member.page.goto(`${server.url}${path}`);
  await member.page.getByRole('button', { name: `Join ${team}` }).click();
  await member.page.waitForURL(`${server.url}/workspace`, { timeout: 30_000 });
  await member.page.getByRole('heading', { level: 2, name: team }).waitFor();
  await owner.page.reload();
  await owner.page.getByRole('list', { name: 'Members' }).getByText(memberEmail, { exact: false }).waitFor();
  return { owner, member, team, memberEmail };
}

const jwtOf = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

test('the owner renames the workspace and removes a pending invitation', async () => {
  const stamp = Date.now();
  const { page, problems, close } = await openPage(browser);
  try {
    await signUp(page, 'Rita', `rita-${stamp}@example.com`);
    await openTeam(page, `Drafts ${stamp}`);

    const name = page.getByLabel('Workspace name', { exact: true });
    await name.fill(`Studio ${stamp}`);
    await page.getByRole('button', { name: 'Rename' }).click();
    await toast(page, 'Workspace name updated!');
    await page.getByRole('heading', { level: 2, name: `Studio ${stamp}` }).waitFor();
    // Kept by the server, not only on screen.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Studio ${stamp}` }).waitFor({ timeout: 30_000 });

    const email = `nobody-${stamp}@example.com`;
    const path = await invite(page, email);
    await page.getByRole('button', { name: `Remove the invitation to ${email}` }).click();
    await toast(page, 'Invitation removed!');
    await page.getByText('No pending invitations.').waitFor();
    // The mailed link no longer opens anything.
    await page.goto(`${server.url}${path}`);
    await page.getByText('This invitation cannot be used').waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

test('the owner removes a member, whose next request is refused at once', async () => {
  const { owner, member, team, memberEmail } = await teamWithMember('remove');
  try {
    const memberToken = await jwtOf(member.page);
    const teamId = await member.page.evaluate(async (token) => {
      const res = await fetch('/api/workspaces', { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { id: string; is_current?: boolean }[] };
      return body.data.find((workspace) => workspace.is_current)?.id;
    }, memberToken);
    expect(teamId).toBeTruthy();
    expect((await fetch(`${server.url}/api/workspaces/${teamId}`, { headers: { authorization: `Bearer ${memberToken}` } })).status).toBe(200);

    await owner.page.getByRole('button', { name: 'Remove Max' }).click();
    await owner.page.getByRole('dialog', { name: `Remove Max from ${team}?` }).getByRole('button', { name: 'Remove member' }).click();
    await toast(owner.page, 'Member removed!');
    await expect.poll(() => owner.page.getByRole('list', { name: 'Members' }).getByRole('listitem').count()).toBe(1);
    expect(await owner.page.getByRole('list', { name: 'Members' }).getByText(memberEmail, { exact: false }).count()).toBe(0);

    // The token issued while Max was a member no longer passes, not even for a moment.
    const refused = await fetch(`${server.url}/api/workspaces/${teamId}`, { headers: { authorization: `Bearer ${memberToken}` } });
    expect(refused.status).toBe(401);
    // And the member's browser never shows the team again.
    await member.page.reload();
    await expect.poll(() => member.page.getByRole('heading', { level: 2, name: team }).count(), { timeout: 30_000 }).toBe(0);
    expect([...owner.problems, ...member.problems]).toEqual([]);
  } finally {
    await owner.close();
    await member.close();
  }
}, 240_000);

test('the owner hands the workspace to a member', async () => {
  const { owner, member, team } = await teamWithMember('transfer');
  try {
    await owner.page.getByRole('button', { name: 'Make Max the owner' }).click();
    await owner.page.getByRole('dialog', { name: `Transfer ownership of ${team} to Max?` }).getByRole('button', { name: 'Transfer ownership' }).click();
    await toast(owner.page, 'Workspace ownership transferred!');
    // The former owner is a member now: no rename, no owner actions.
    await owner.page.getByText('You are a member of this workspace.', { exact: false }).waitFor();
    await expect.poll(() => owner.page.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    await owner.page.getByRole('heading', { level: 2, name: 'Leave this workspace' }).waitFor();

    // The new owner sees the owner's controls after a reload.
    await member.page.reload();
    await member.page.getByRole('heading', { level: 2, name: team }).waitFor({ timeout: 30_000 });
    await member.page.getByRole('button', { name: 'Rename' }).waitFor();
    await member.page.getByRole('button', { name: 'Make Olive the owner' }).waitFor();
    expect([...owner.problems, ...member.problems]).toEqual([]);
  } finally {
    await owner.close();
    await member.close();
  }
}, 240_000);
