// The guest's captcha is solved while they type their name: when the chat's guest dialog opens,
// a Web Worker (a chunk of its own, allowed by the CSP's script-src 'self') solves the
// proof-of-work, so Continue sends the signup at once with a solution made before the click.
import { expect, test } from 'vitest';
import type { Request, Worker } from 'playwright-core';
import { useSuite } from './helpers/suite';

const { server, browser } = useSuite();

test('the captcha is solved in a worker before the guest presses Continue, and the signup carries that solution', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const workers: Worker[] = [];
  // The worker ends once it has posted its solution.
  const solved = new Promise<void>((resolve) =>
    page.on('worker', (worker) => {
      workers.push(worker);
      worker.once('close', () => resolve());
    }),
  );
  const captchaRequests: Request[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/auth/captcha' && captchaRequests.push(request));

  await page.goto(`${server.url}/`);
  await page.getByLabel('Message').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill('Ada');

  await solved;
  expect(workers[0].url()).toMatch(/\/assets\/captchaWorker-[\w-]+\.js$/);
  expect(captchaRequests).toHaveLength(1);
  const challenge = await (await captchaRequests[0].response())!.json();

  const signup = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/signup');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const body = (await signup).postDataJSON() as { 'captcha-token': string };
  const sent = JSON.parse(Buffer.from(body['captcha-token'], 'base64').toString('utf8')) as { challenge: unknown };
  expect(sent.challenge).toEqual(challenge);
  // Nothing was fetched or solved after the click.
  expect(captchaRequests).toHaveLength(1);
  expect(workers).toHaveLength(1);
  await dialog.waitFor({ state: 'hidden' });
  expect(problems).toEqual([]);
  await context.close();
});
