// Attachments in Debian Chromium against `npm start`'s server: a real file picker, the chip,
// the multipart upload through the in-browser gateway, and the file on the message after a reload.
import { expect, test } from 'vitest';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '1' });

test('a guest attaches a file, sends it, and the message still lists it after a reload', async () => {
  const page = await browser.newPage();
  await signUpAsGuest(page, server.url);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles({ name: 'agenda.md', mimeType: 'text/markdown', buffer: Buffer.from('# Agenda\n- Budget review') });
  await expect.poll(() => page.getByRole('list', { name: 'Attached files' }).innerText()).toContain('agenda.md');

  await page.getByRole('textbox', { name: 'Message' }).fill('Summarise the agenda');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.getByRole('list', { name: 'Attachments' }).count(), { timeout: 30_000 }).toBe(1);

  await page.reload();
  await expect.poll(() => page.getByRole('list', { name: 'Attachments' }).count(), { timeout: 30_000 }).toBe(1);
  expect(await page.getByRole('list', { name: 'Attachments' }).innerText()).toContain('agenda.md');
  expect(await page.getByRole('list', { name: 'Attached files' }).count()).toBe(0);
});
