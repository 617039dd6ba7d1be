// The page's screen is preloaded with index.html (server/spa-preload.ts): the browser fetches
// the screen's chunks alongside the entry instead of after it has run. The logged-out `/`,
// `/login` and `/signup` come prerendered (server/prerendered-pages.ts): the build's markup for
// that path in #root, inert in a disabled fieldset, the head script, and its screen's styles
// applied before the first paint.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../contract/pages';
import { serveSpa } from '../../server/spa';
import { screenFor } from '../../server/spa-preload';

let spa: FastifyInstance;
let dist: string;

// A build as Vite writes it: the entry with a shared chunk, and lazy screens importing it too.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_field-1.js': { file: 'assets/field-1.js', css: ['assets/field-1.css'] },
  'src/screens/pages/ChatPage.tsx': { file: 'assets/ChatPage-1.js', imports: ['index.html', '_shared-1.js', '_field-1.js'], css: ['assets/ChatPage-1.css'] },
  'src/screens/account/LoginScreen.tsx': { file: 'assets/LoginScreen-1.js', imports: ['_shared-1.js', '_field-1.js'] },
  'src/screens/account/SignupScreen.tsx': { file: 'assets/SignupScreen-1.js', imports: ['_shared-1.js', '_field-1.js'] },
  'src/screens/not-found/NotFoundScreen.tsx': { file: 'assets/NotFoundScreen-1.js' },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'atelier-preload-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify(prerendered));
  spa = Fastify({ logger: false });
  await serveSpa(spa, dist);
});
afterAll(async () => {
  await spa.close();
  rmSync(dist, { recursive: true, force: true });
});

// What scripts/prerender.ts writes, in small: `$&` must reach the page as it is, not as a replacement pattern.
const prerendered = {
  pages: {
    '/': '<header><a href="/login">Log in</a></header><main><p>How can I help you today? $&</p><textarea aria-label="Message"></textarea></main>',
    '/login': '<main><form><h1>Welcome back</h1><input type="email"></form></main>',
    '/signup': '<main><form><h1>Create your account</h1><input type="email"></form></main>',
  },
  // The build writes each page's; `/signup`'s alone here, so the others show a build without it.
  criticalCss: { '/signup': 'h1{font-size:24px}' },
  headScript: 'document.documentElement.dataset.test=""',
};
const prerenderedRoot = (markup: string) => `<div id="root"><fieldset class="prerendered" disabled inert>${markup}</fieldset></div>`;

const page = async (url: string) => {
  const response = await spa.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
};
const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((match) => match[2]);

describe('a page is sent with its screen preloaded', () => {
  it('the chat at a conversation: the screen, the chunk only it imports and their styles, not what the entry loads', async () => {
    for (const url of ['/abcdefghij0123456789', '/prompts/p1?x=1', '/?prompt=hello']) {
      const html = await page(url);
      expect(preloads(html)).toEqual(['/assets/ChatPage-1.js', '/assets/ChatPage-1.css', '/assets/field-1.js', '/assets/field-1.css']);
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
      // The screen's own chunk names it: the entry imports it from there for the first render.
      expect([...html.matchAll(/<link [^>]*data-screen="([^"]+)"[^>]*>/g)].map((match) => match[0])).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/ChatPage-1.js" data-screen="pages/ChatPage">',
      ]);
    }
  });

  it('the logged-out `/` carries the prerendered chat, inert in a disabled fieldset, with its head script and its styles applied before it paints', async () => {
    const html = await page('/');
    expect(html).toContain(prerenderedRoot(prerendered.pages['/']));
    expect(html).not.toContain('fetchpriority');
    // The script comes first in <head>, before any stylesheet it would otherwise wait for.
    expect(html).toMatch(/^<!doctype html><html><head><meta charset="UTF-8" \/><script>document\.documentElement\.dataset\.test=""<\/script><script type="module"/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    expect(stylesheets).toEqual(['/assets/index-1.css', '/assets/ChatPage-1.css', '/assets/field-1.css']);
    expect(preloads(html)).toEqual(['/assets/ChatPage-1.js', '/assets/field-1.js']);
  });

  it('the login and signup pages carry their own markup, with a query too (`?redirect=` changes nothing until logged in), and their screen styles', async () => {
    for (const [url, path] of [['/login', '/login'], ['/login?redirect=%2Fapp%2Fclassifier', '/login'], ['/signup', '/signup'], ['/signup?x=1', '/signup']] as const) {
      const html = await page(url);
      expect(html, url).toContain(prerenderedRoot(prerendered.pages[path]));
      expect(html.match(/<script>/g), url).toHaveLength(1);
    }
    const login = await page('/login');
    expect([...login.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/assets/index-1.css', '/assets/field-1.css']);
    expect(preloads(login)).toEqual(['/assets/LoginScreen-1.js', '/assets/field-1.js']);
  });

  it('a page with its critical CSS inline links no stylesheet: it paints from that CSS, every stylesheet (the entry\'s too) only preloaded, at low priority', async () => {
    const html = await page('/signup');
    expect(html).toMatch(/^<!doctype html><html><head><meta charset="UTF-8" \/><script>[^<]*<\/script><style>h1\{font-size:24px\}<\/style><script type="module"/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(preloads(html)).toEqual(['/assets/index-1.css', '/assets/SignupScreen-1.js', '/assets/field-1.js', '/assets/field-1.css']);
    // None of them is needed for that paint: each is fetched at low priority, the entry too.
    const fetched = [...html.matchAll(/<(?:link rel="(?:modulepreload|preload)"|script type="module")[^>]*>/g)].map((match) => match[0]);
    expect(fetched).toHaveLength(5);
    for (const tag of fetched) expect(tag).toContain(' fetchpriority="low"');
  });

  it('no other page carries prerendered markup or an inline script: a conversation, `/` with a query, an unknown page, `/login/`', async () => {
    for (const url of ['/abcdefghij0123456789', '/?model=gpt-4o', '/no-such-page', '/login/']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('prerendered');
      expect(html, url).not.toContain('<script>');
    }
  });

  it('a page gets its own screen; an unknown path the not-found screen', async () => {
    expect(preloads(await page('/login/'))).toEqual(['/assets/LoginScreen-1.js', '/assets/field-1.js', '/assets/field-1.css']);
    expect(preloads(await page('/no-such-page'))).toEqual(['/assets/NotFoundScreen-1.js']);
  });

  it('paths match as the browser router matches them', () => {
    expect(screenFor('/')).toBe('pages/ChatPage');
    expect(screenFor('/abcdefghij0123456789/')).toBe('pages/ChatPage');
    expect(screenFor('/abcdefghij012345678')).toBe('not-found/NotFoundScreen'); // 19 characters
    expect(screenFor('/share/abc')).toBe('library/ShareScreen');
    expect(screenFor('/share/abc/more')).toBe('not-found/NotFoundScreen');
    expect(screenFor('/signup')).toBe('account/SignupScreen');
  });

  it('a build that left no index.html answers 503 with a plain reason, and the server still starts', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'atelier-unbuilt-'));
    const server = Fastify({ logger: false });
    await serveSpa(server, empty);
    const response = await server.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('not built');
    await server.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('every page names a screen that exists', () => {
    for (const { screen } of pages) expect(existsSync(join('src/screens', `${screen}.tsx`)), screen).toBe(true);
  });
});
