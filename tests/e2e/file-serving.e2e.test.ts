// Users' files opened in Debian Chromium from a public share link, against `npm start`'s server:
// a .txt declared image/svg+xml holding an SVG with a script, an HTML page with a script, and a
// real PNG are uploaded through the API by a guest, the conversation is shared, and each file's
// link is opened by a browser that holds the guest's JWT. No script runs (the payloads would set
// the title, copy the JWT into localStorage and send it to a URL we watch), the files download,
// the PNG shows inline, every response carries nosniff and the sandbox CSP. A control shows the
// same payload served the old way does run here; a file whose content contradicts its
// extension is refused at upload.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { useSuite } from './helpers/suite';
import { startFakeOpenAI, type FakeServer } from '../server/helpers/fake-openai';

let openai: FakeServer;

// Registered before useSuite: the fake provider is up before the server that points at it and
// closes after it.
beforeAll(async () => {
  openai = await startFakeOpenAI({ reply: 'Seen.', apiKey: 'sk-e2e-files' });
});

afterAll(async () => {
  await openai?.close();
});

const { server, browser } = useSuite(() => ({ OPENAI_API_KEY: 'sk-e2e-files', OPENAI_BASE_URL: openai.url }));

// What an attacker's file would do in our origin: mark the page, copy the session, send it out.
const steal = `document.title = 'pwned'; localStorage.setItem('stolen', localStorage.getItem('jwt')); fetch('/api/__stolen?jwt=' + localStorage.getItem('jwt'));`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="${steal.replaceAll("'", '&apos;')}"><script>${steal}</script></svg>`;
const html = `<!doctype html><title>page</title><script>${steal}</script><img src="x" onerror="${steal.replaceAll("'", '&apos;')}">`;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function api(path: string, init: RequestInit = {}, jwt?: string) {
  const headers = new Headers(init.headers);
  if (jwt) headers.set('authorization', `Bearer ${jwt}`);
  return fetch(`${server.url}/api${path}`, { ...init, headers });
}

async function guestJwt(): Promise<string> {
  const challenge = (await (await api('/auth/captcha')).json()) as Challenge;
  const token = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  const response = await api('/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'guest', first_name: 'Mallory', 'captcha-token': token }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** Sends a message with files, each with the type its uploader declares; the whole stream is read. */
async function sendFiles(jwt: string, conversationId: string, files: { name: string; type: string; data: string | Buffer }[]) {
  const form = new FormData();
  form.append('content', 'Look at these');
  form.append('model', 'gpt-4o-mini');
  for (const file of files) form.append('files[]', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await api(`/ai/conversations/${conversationId}/messages`, { method: 'POST', body: form }, jwt);
  return { status: response.status, body: await response.text() };
}

/** Every request any page of the context makes to the URL the payloads report to. */
function watchStolen(context: BrowserContext) {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('__stolen')) seen.push(request.url());
  });
  return seen;
}

/** Opens a URL as a top-level page; a download answers instead of a document. */
async function open(page: Page, url: string) {
  const download = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
  const response = await page.goto(url).catch(() => null);
  return { response, download: await download };
}

test('shared files with scripts never run in our origin; they download, and a verified PNG shows inline', async () => {
  const jwt = await guestJwt();
  const conversationId = ((await (await api('/ai/conversations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, jwt)).json()) as { id: string }).id;

  // Content that contradicts its extension is refused, whatever the uploader declares.
  const forged = await sendFiles(jwt, conversationId, [{ name: 'photo.png', type: 'image/png', data: svg }]);
  expect(forged.status).toBe(400);
  expect(JSON.parse(forged.body).message).toBe('"photo.png" is not a PNG image: its content doesn\'t match its extension. It looks like text.');

  const sent = await sendFiles(jwt, conversationId, [
    { name: 'drawing.txt', type: 'image/svg+xml', data: svg },
    { name: 'page.html', type: 'text/html', data: html },
    { name: 'pixel.png', type: 'image/png', data: png },
  ]);
  expect(sent.status).toBe(200);
  expect((await api(`/library/${conversationId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"visibility":2}' }, jwt)).status).toBe(200);
  const shared = (await (await api(`/share/${conversationId}`)).json()) as { messages: { attachments: { id: string; name: string; mime: string }[] }[] };
  const files = shared.messages.flatMap((message) => message.attachments);
  expect(files.map(({ name, mime }) => [name, mime])).toEqual([
    ['drawing.txt', 'text/plain'],
    ['page.html', 'text/plain'],
    ['pixel.png', 'image/png'],
  ]);
  const link = (name: string) => `${server.url}/api/share/${conversationId}/attachments/${files.find((file) => file.name === name)!.id}`;

  // A browser that is logged in as the guest: the JWT the payloads are after is in localStorage.
  const context = await browser.newContext({ acceptDownloads: true });
  const stolen = watchStolen(context);
  const app = await context.newPage();
  await app.goto(server.url);
  await app.evaluate((token) => localStorage.setItem('jwt', token), jwt);

  for (const name of ['drawing.txt', 'page.html']) {
    const reader = await context.newPage();
    const { download } = await open(reader, link(name));
    expect(download?.suggestedFilename()).toBe(name);
    await reader.close();
    const headers = (await context.request.get(link(name))).headers();
    expect(headers).toMatchObject({
      'content-type': 'text/plain',
      'content-disposition': `attachment; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
  }

  // The PNG is shown in the tab itself, under the same policy, and still renders.
  const viewer = await context.newPage();
  const { response, download } = await open(viewer, link('pixel.png'));
  expect(download).toBeNull();
  expect(response?.headers()).toMatchObject({
    'content-type': 'image/png',
    'content-disposition': "inline; filename*=UTF-8''pixel.png",
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
  });
  await expect.poll(() => viewer.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBe(1);

  // Give anything that would fire (onload, onerror, fetch) time to.
  await app.waitForTimeout(1_000);
  expect(stolen).toEqual([]);
  expect(await app.evaluate(() => localStorage.getItem('stolen'))).toBeNull();
  expect(await app.title()).not.toBe('pwned');
  await context.close();
});

test('control: the same SVG served the way files used to be (inline, its declared type, no policy) does run here', async () => {
  const context = await browser.newContext();
  const stolen = watchStolen(context);
  const page = await context.newPage();
  // The session is planted from a blank page of the same origin, not the app: the app would check
  // this made-up token, get a 401 and log out, removing it before the SVG could read it.
  const blank = `${server.url}/api/__blank`;
  await context.route(blank, (route) => route.fulfill({ status: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  await page.evaluate(() => localStorage.setItem('jwt', 'the-session'));
  const oldStyle = `${server.url}/api/__old-style-file`;
  await context.route(oldStyle, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'image/svg+xml', 'content-disposition': 'inline', 'x-content-type-options': 'nosniff' }, body: svg }),
  );
  await page.goto(oldStyle);
  // Waits for a positive, so a generous bound costs nothing when it passes (a busy machine was slower than 1 s).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('stolen')), { timeout: 30_000 }).toBe('the-session');
  await expect.poll(() => stolen.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(stolen[0]).toContain('jwt=the-session');
  await context.close();
});
