// Chat options and prompt help in Debian Chromium against `npm start`'s server: the catalogue's
// entry link with a temporary chat, the Options modal with locked models, an assistant, prompt
// suggestions and a prompt opened as a modal.
import { expect, test } from 'vitest';
import { useSuite } from './helpers/suite';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '2' });

test('a temporary chat with an assistant stays out of the history; suggestions and a prompt modal fill the prompt', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/app/chat?model=local-assistant&temporary-chat=true&prompt=${encodeURIComponent('What can I do with Atelier?')}`);
  await page.waitForURL(/\/\?model=local-assistant&temporary-chat=true/);
  const prompt = page.getByRole('textbox', { name: 'Message' });
  await expect.poll(() => prompt.inputValue(), { timeout: 30_000 }).toBe('What can I do with Atelier?');
  await expect.poll(() => page.getByText('Temporary chat').count()).toBe(1);

  // Guest signup from the prompt.
  await prompt.click();
  const guest = page.getByRole('dialog');
  await guest.getByLabel('Your name').fill('Ada');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => guest.count(), { timeout: 30_000 }).toBe(0);

  // Options: the offline assistant is chosen, provider models are locked with the reason.
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await expect.poll(() => options.getByRole('radio', { name: /Atelier offline assistant/ }).isChecked(), { timeout: 30_000 }).toBe(true);
  expect(await options.getByRole('radio', { name: /GPT-4o mini/ }).isDisabled()).toBe(true);
  expect(await options.getByText('Locked: Add an OpenAI key in workspace settings').count()).toBe(2);
  await options.getByRole('radio', { name: /Wordsmith/ }).check();
  await options.getByRole('button', { name: 'Save' }).click();
  expect(await page.getByRole('combobox', { name: 'Assistant' }).inputValue()).toBe('asst-writer');

  await prompt.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
  expect((await page.locator('[data-role="assistant"]').last().innerText()).length).toBeGreaterThan(10);
  expect(await page.getByText('Temporary chat').count()).toBe(1);
  const history = page.getByRole('navigation', { name: 'History' });
  expect(await history.getByRole('link', { name: /What can I do/ }).count()).toBe(0);

  // A new chat is an ordinary one; typing brings suggestions.
  await page.getByRole('link', { name: '+ New chat' }).click();
  await page.waitForURL(`${server.url}/`);
  expect(await page.getByText('Temporary chat').count()).toBe(0);
  await prompt.fill('plan');
  const suggestions = page.getByRole('list', { name: 'Prompt suggestions' });
  await suggestions.getByRole('button', { name: /Make a plan/ }).click();
  expect(await prompt.inputValue()).toBe('Make a step-by-step plan to {goal}.');

  // /prompts/{id}: the prompt as a modal over the chat.
  await page.goto(`${server.url}/prompts/prompt-ideas`);
  const modal = page.getByRole('dialog', { name: 'Brainstorm' });
  await modal.getByRole('button', { name: 'Use prompt' }).click();
  await page.waitForURL(`${server.url}/`);
  expect(await prompt.inputValue()).toBe('Give me ten ideas for {theme}.');
  await page.close();
});
