// The security headers of server/plugins/security-headers.ts at the HTTP level: the page policy
// on everything the SPA server answers with index.html, the locked-down policy on the API and
// assets, a route's own CSP left alone, and HSTS only when the browser came over HTTPS (our own
// TLS, or a TLS proxy saying so in X-Forwarded-Proto). The browser's side of the same policy
// (the app runs under it with no violation) is tests/e2e/csp.e2e.test.ts.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPagePolicy, registerSecurityHeaders } from '../../server/plugins/security-headers';
import { serveSpa } from '../../server/spa';
import { buildTestApp } from './helpers/app';

const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";
const HEAD_SCRIPT = 'if(localStorage.getItem("jwt"))document.documentElement.dataset.session=""';
const HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
const scriptSrc = (csp: unknown) => /(?:^|; )script-src ([^;]*)/.exec(String(csp))?.[1];
const CRITICAL_CSS = 'h1{font-size:24px}';
const styleSrc = (csp: unknown) => /(?:^|; )style-src ([^;]*)/.exec(String(csp))?.[1];

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(self\)(,|$)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )clipboard-write=\(self\)(,|$)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
  // The feedback widget's Take screenshot captures this tab.
  expect(headers['permissions-policy']).toMatch(/(^|, )display-capture=\(self\)(,|$)/);
}

describe('the whole app (API)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives JSON the locked-down policy and the common headers, and no HSTS over plain HTTP', async () => {
    for (const url of ['/api/models', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);
      expectCommonHeaders(response.headers);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when a TLS proxy says the browser came over HTTPS', async () => {
    const behindProxy = await app.inject({ method: 'GET', url: '/api/models', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Several proxies: the first value is the hop nearest the browser.
    const chain = await app.inject({ method: 'GET', url: '/api/models', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chain.headers['strict-transport-security']).toBeDefined();
    const plain = await app.inject({ method: 'GET', url: '/api/models', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the SPA server', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'atelier-headers-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
    // Prerendered pages (scripts/prerender.ts): their head script is the one inline script a page may run.
    mkdirSync(join(dist, '.vite'));
    const markup = { '/': '<a href="/login">Log in</a>', '/login': '<h1>Welcome back</h1>', '/signup': '<h1>Create your account</h1>' };
    // `/login`'s critical CSS is inline (a build writes it for each page; one is enough here).
    writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify({ pages: markup, criticalCss: { '/login': CRITICAL_CSS }, headScript: HEAD_SCRIPT }));
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
    app = Fastify({ logger: false });
    registerSecurityHeaders(app);
    // What user-file downloads do: a CSP of their own, which must survive.
    app.get('/api/file', async (_request, reply) => reply.header('content-security-policy', "sandbox; default-src 'none'").type('text/html').send('<p>a file</p>'));
    await serveSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves every client route with the page policy', async () => {
    for (const url of ['/', '/index.html', '/abcdefgh12', '/share/abcdefgh12', '/no/such/page?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expectCommonHeaders(response.headers);
    }
  });

  it('allows a prerendered page its one inline script by its hash, and no other page any', async () => {
    for (const url of ['/', '/login', '/login?redirect=%2Fapp%2Fclassifier', '/signup']) {
      const prerendered = await app.inject({ method: 'GET', url });
      expect(prerendered.body, url).toContain(`<script>${HEAD_SCRIPT}</script>`);
      expect(scriptSrc(prerendered.headers['content-security-policy']), url).toBe(`'self' ${HEAD_SCRIPT_SOURCE}`);
    }
    for (const url of ['/?prompt=hi', '/abcdefgh12', '/share/abcdefgh12', '/app/classifier']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('<script>');
      expect(scriptSrc(response.headers['content-security-policy']), url).toBe("'self'");
    }
  });

  it("allows a prerendered page's critical CSS, inline, by its hash, and no other page an inline style", async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(`<style>${CRITICAL_CSS}</style>`);
    expect(styleSrc(login.headers['content-security-policy'])).toBe(`'self' 'sha256-${createHash('sha256').update(CRITICAL_CSS).digest('base64')}'`);
    for (const url of ['/', '/share/abcdefgh12', '/app/classifier']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('<style>');
      expect(styleSrc(response.headers['content-security-policy']), url).toBe("'self'");
    }
  });

  // A reload revalidates index.html; the 304 has no content type, and the browser replaces the
  // cached headers with its own, so a resource policy there would block the app's scripts.
  it('keeps the page policy on a 304 revalidation of a page', async () => {
    for (const url of ['/', '/share/abcdefgh12']) {
      const first = await app.inject({ method: 'GET', url });
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    const assetAgain = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'if-none-match': String(asset.headers.etag) } });
    expect(assetAgain.statusCode).toBe(304);
    expect(assetAgain.headers['content-security-policy']).toBe(RESOURCE_CSP);
  });

  it('gives assets and API answers the locked-down policy', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['content-security-policy']).toBe(RESOURCE_CSP);
    expectCommonHeaders(asset.headers);
    const missing = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(RESOURCE_CSP);
  });

  it('keeps a CSP the route set itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/file' });
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });
});

// Our own TLS (no proxy): fastify sees an encrypted socket. Needs the openssl command for a
// throwaway self-signed certificate.
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasOpenssl)('served over TLS directly', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    app = Fastify({ logger: false, https: { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) } });
    registerSecurityHeaders(app);
    app.get('/api/ping', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends HSTS', async () => {
    const { port } = app.server.address() as { port: number };
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      httpsRequest({ host: '127.0.0.1', port, path: '/api/ping', rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject).end();
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(RESOURCE_CSP);
  });
});

// Stripe.js (checkout's card element) loads from js.stripe.com, frames js.stripe.com and
// hooks.stripe.com and calls api.stripe.com: the pages allow those origins only when both Stripe
// keys are set, on every page (the app reaches checkout without loading a new document), the
// prerendered ones with their script hash too.
describe('the page policy and Stripe', () => {
  const directive = (csp: unknown, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(String(csp))?.[1]?.split(' ') ?? [];
  let dist: string;
  const apps: Record<'sandbox' | 'stripe', FastifyInstance | undefined> = { sandbox: undefined, stripe: undefined };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'atelier-stripe-csp-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify({ pages: { '/': '<a href="/login">Log in</a>' }, headScript: HEAD_SCRIPT }));
    for (const [name, stripe] of [['sandbox', false], ['stripe', true]] as const) {
      const app = Fastify({ logger: false });
      registerSecurityHeaders(app, { stripe });
      app.get('/api/models', async () => ({ data: [] }));
      await serveSpa(app, dist);
      await app.ready();
      apps[name] = app;
    }
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets Stripe.js in when Stripe takes the payments', async () => {
    for (const url of ['/checkout/plan-pro-monthly', '/billing/plans', '/']) {
      const csp = (await apps.stripe!.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(directive(csp, 'script-src'), url).toContain('https://js.stripe.com');
      expect(directive(csp, 'frame-src'), url).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(directive(csp, 'connect-src'), url).toEqual(["'self'", 'https://api.stripe.com']);
      expect(String(csp)).not.toContain('unsafe-inline');
    }
    const home = (await apps.stripe!.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(directive(home, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', HEAD_SCRIPT_SOURCE]);
    // The API's answers stay locked down either way.
    expect((await apps.stripe!.inject({ method: 'GET', url: '/api/models' })).headers['content-security-policy']).toBe(RESOURCE_CSP);
  });

  it('is switched on by the two Stripe keys (buildApp)', async () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' };
    for (const [env, stripe] of [[keys, true], [{ STRIPE_SECRET_KEY: 'sk_test_csp' }, false], [{}, false]] as const) {
      const app = await buildTestApp({ env });
      try {
        expect(appPagePolicy(app, { scriptHashes: [] }).includes('https://js.stripe.com'), JSON.stringify(env)).toBe(stripe);
      } finally {
        await app.close();
      }
    }
  });

  it('names no Stripe origin with the offline sandbox', async () => {
    for (const url of ['/checkout/plan-pro-monthly', '/']) {
      const csp = String((await apps.sandbox!.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).not.toContain('stripe.com');
      expect(directive(csp, 'frame-src'), url).toEqual([]);
      expect(directive(csp, 'connect-src'), url).toEqual(["'self'"]);
    }
  });
});
