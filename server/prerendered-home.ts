// The logged-out `/` painted from HTML: the markup the build rendered (scripts/prerender.ts) goes
// into #root, so a first visit shows the chat screen before any JavaScript has run, and the app's
// first render replaces it. Until then it is inert inside a disabled fieldset: nothing in it takes
// focus, a click or a key, so nothing a visitor types is lost, and browser automation waits for
// the live page. A logged-in visitor must never see it, yet only the browser knows about the
// session (a token in localStorage): a small script in <head>, allowed by its hash in this page's
// CSP, marks <html> then, and the stylesheet hides the markup (src/ui/global.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build leaves in dist/ for the prerendered `/` (beside Vite's manifest; nothing in it is private). */
export const PRERENDER_FILE = '.vite/home.json';
/** The wrapper's class; its rules are global (src/ui/global.ts), the server writes the element. */
export const PRERENDER_CLASS = 'prerendered';

export interface PrerenderedHome {
  markup: string;
  headScript: string;
}

/** The build's prerendered `/`, or null when there is none (a test's hand-made dist, a failed prerender). */
export function readPrerenderedHome(distDir: string): PrerenderedHome | null {
  try {
    return JSON.parse(readFileSync(join(distDir, PRERENDER_FILE), 'utf8')) as PrerenderedHome;
  } catch {
    return null;
  }
}

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const EMPTY_ROOT = '<div id="root"></div>';
// Right after <meta charset>, before the stylesheets: an inline script after a stylesheet waits for it.
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;

/** index.html with the markup in #root and its head script; null when the page has no place for them. */
export function withPrerenderedHome(html: string, home: PrerenderedHome): { html: string; scriptHashes: string[] } | null {
  if (!html.includes(EMPTY_ROOT) || !HEAD_START.test(html)) return null;
  const page = html
    .replace(HEAD_START, (head) => `${head}<script>${home.headScript}</script>`)
    .replace(EMPTY_ROOT, () => `<div id="root"><fieldset class="${PRERENDER_CLASS}" disabled inert>${home.markup}</fieldset></div>`);
  return { html: page, scriptHashes: [scriptHash(home.headScript)] };
}
