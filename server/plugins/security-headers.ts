import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The security headers of every response, kept in one place so that a new need (Stripe's
// script, frames and API when card checkout arrives) is one edit here:
//
// - the app's pages (index.html, whatever route it is served for) get a Content-Security-Policy
//   that runs no inline script but the one a page names by its hash: the Vite build has none
//   (its module preload helper is in the entry chunk), and a prerendered page (`/`, `/login`,
//   `/signup`) has one small script in <head> (server/prerendered-pages.ts), allowed by its
//   'sha256-…' source on those pages only (`pagePolicy`), never by 'unsafe-inline'; linaria emits CSS files, and React's
//   `style` props go through the CSSOM, which `style-src 'self'` allows; the prerendered pages'
//   critical CSS, inline in a <style>, is allowed the same way, by its hash;
// - with Stripe configured (both keys), the page policy also lets Stripe.js in: its script and
//   its card and 3-D Secure frames from js.stripe.com and hooks.stripe.com, and its calls to
//   api.stripe.com. Without the keys those origins stay out. Every page gets it, not only
//   /checkout: the app moves between its routes without a new document, so the policy of the
//   page first loaded is the one checkout runs under;
// - everything else (JSON, assets) gets `default-src 'none'`: nothing it contains may load
//   anything if it is ever opened as a document;
// - a CSP a route set itself (user-file downloads use `sandbox`) is left as it is: the hook
//   only fills in headers that are missing.
//
// Written as an onSend hook rather than with @fastify/helmet: helmet sends HSTS over plain
// HTTP too, has no Permissions-Policy, and sets its headers before the route runs, so each
// of these rules would have been a configuration that undoes a default.
//
// Server-Sent Event streams hijack the reply and skip onSend; they are read by fetch, never
// rendered, so page headers mean nothing there.

/** The page policy, directive by directive. Tests read it to check the header. */
export const pageDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Attachment previews and recorded samples may be shown from data: or blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  // The REST API and its event streams are same-origin; the PDF export fetches its fonts.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What Stripe.js needs on a page (stripe.com/docs/security/guide#content-security-policy). */
export const stripeDirectives: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

export interface PagePolicyOptions {
  /** Stripe takes the card payments (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set). */
  stripe?: boolean;
}

function pageDirectivesFor({ stripe = false }: PagePolicyOptions): Record<string, string[]> {
  if (!stripe) return pageDirectives;
  const merged = { ...pageDirectives };
  for (const [name, sources] of Object.entries(stripeDirectives)) merged[name] = [...(merged[name] ?? pageDirectives['default-src']!), ...sources];
  return merged;
}

/** For anything that is not a page: it may load nothing and be framed nowhere. */
export const resourceDirectives: Record<string, string[]> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Only what the product uses: the microphone (recording a voice sample) and writing to the
 * clipboard (copy buttons, share links), both for our own origin; the powerful features it
 * never uses are switched off. Every name here is one Chromium knows: it logs an error for
 * an unknown one, and the CSP e2e test fails on that.
 */
export const permissionsPolicy: Record<string, string> = {
  microphone: '(self)',
  'clipboard-write': '(self)',
  'clipboard-read': '()',
  camera: '()',
  geolocation: '()',
  payment: '()',
  usb: '()',
  serial: '()',
  hid: '()',
  midi: '()',
  // The feedback widget's Take screenshot (getDisplayMedia of this tab).
  'display-capture': '(self)',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  'browsing-topics': '()',
};

// Only the origin crosses to other sites (never a /share/{id} path); same-origin requests
// keep the full URL. Card checkout providers expect at least the origin.
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// A year, the usual floor; no `preload`, which is a decision for whoever runs the domain.
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The page policy for a page that carries these inline scripts and styles (their `scriptHash` sources). */
export function pagePolicy({ scriptHashes, styleHashes = [] }: { scriptHashes: string[]; styleHashes?: string[] }, options: PagePolicyOptions = {}): string {
  const directives = pageDirectivesFor(options);
  return serializePolicy({
    ...directives,
    'script-src': [...directives['script-src']!, ...scriptHashes],
    'style-src': [...directives['style-src']!, ...styleHashes],
  });
}

// What each app registered with, so the SPA server (server/spa.ts) writes its pages' own
// policies with the same Stripe sources.
const optionsOf = new WeakMap<FastifyInstance, PagePolicyOptions>();

/** The page policy of `app` (as registerSecurityHeaders was told) for a page with these inline scripts and styles. */
export function appPagePolicy(app: FastifyInstance, inline: { scriptHashes: string[]; styleHashes?: string[] }): string {
  return pagePolicy(inline, optionsOf.get(app));
}
const RESOURCE_CSP = serializePolicy(resourceDirectives);
const PERMISSIONS_POLICY = Object.entries(permissionsPolicy)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

/**
 * Whether the browser reached us over HTTPS: our own TLS, or a TLS proxy in front that says
 * so in X-Forwarded-Proto (its first value is the hop nearest the browser). Trusting the
 * header without `trustProxy` is safe for this one use: a forged "https" over plain HTTP
 * only yields an HSTS header, which browsers ignore on an insecure connection (RFC 6797 §8.1).
 */
function reachedOverHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Pages are the HTML the SPA server sends outside /api and /assets (index.html for every client
 * route), and its 304 answers: a revalidation carries no content type, yet the browser puts its
 * headers in place of the cached ones, so it needs the page policy too.
 */
function isPage(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return false;
  const type = reply.getHeader('content-type');
  return type === undefined ? reply.statusCode === 304 : String(type).startsWith('text/html');
}

function setIfMissing(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

/** Adds the headers to every response of the app; call on the root instance before routes. */
export function registerSecurityHeaders(app: FastifyInstance, options: PagePolicyOptions = {}) {
  optionsOf.set(app, options);
  const PAGE_CSP = pagePolicy({ scriptHashes: [] }, options);
  app.addHook('onSend', (request, reply, payload, done) => {
    setIfMissing(reply, 'content-security-policy', isPage(request, reply) ? PAGE_CSP : RESOURCE_CSP);
    // frame-ancestors says the same to every current browser; this is for older ones.
    setIfMissing(reply, 'x-frame-options', 'DENY');
    setIfMissing(reply, 'x-content-type-options', 'nosniff');
    setIfMissing(reply, 'referrer-policy', REFERRER_POLICY);
    setIfMissing(reply, 'permissions-policy', PERMISSIONS_POLICY);
    if (reachedOverHttps(request)) setIfMissing(reply, 'strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
}
