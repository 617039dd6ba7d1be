// The logged-out pages painted from HTML (`/`, `/login`, `/signup`): the markup the build rendered
// for each (scripts/prerender.ts) goes into #root of the page sent for that path, so a first visit
// shows the screen before any JavaScript has run, and the app's first render replaces it. Until
// then it is inert inside a disabled fieldset: nothing in it takes focus, a click or a key, so
// nothing a visitor types is lost, and browser automation waits for the live page. A logged-in
// visitor must never see it, yet only the browser knows about the session (a token in
// localStorage): a small script in <head>, the same on every such page and allowed by its hash in
// the page's CSP, marks <html> then, and the stylesheet hides the markup (src/ui/global.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages the build prerenders, as a logged-out visitor first sees them. `anyQuery`: the first
 * render does not read the query, so the page with one (`/login?redirect=…`, whose redirect is
 * used only once logged in) carries the same markup; `/`'s does (`?prompt=`, `?model=`,
 * `?temporary-chat=`), so only `/` without one is sent prerendered.
 */
export const prerenderedPaths = [
  { path: '/', anyQuery: false },
  { path: '/login', anyQuery: true },
  { path: '/signup', anyQuery: true },
] as const;

/** What the build leaves in dist/ for them (beside Vite's manifest; nothing in it is private). */
export const PRERENDER_FILE = '.vite/prerendered.json';
/** The wrapper's class; its rules are global (src/ui/global.ts), the server writes the element. */
export const PRERENDER_CLASS = 'prerendered';

export interface PrerenderedPages {
  /** Each page's markup, by path. */
  pages: Record<string, string>;
  /**
   * Each page's critical CSS, by path: the rules of its stylesheets its markup may use
   * (scripts/critical-css.ts), inline in the page so that no stylesheet holds up its first paint.
   */
  criticalCss?: Record<string, string>;
  headScript: string;
}

/** The CSP sources of a page's inline scripts and styles. */
export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** The build's prerendered pages, or null when there are none (a test's hand-made dist, a failed prerender). */
export function readPrerenderedPages(distDir: string): PrerenderedPages | null {
  try {
    return JSON.parse(readFileSync(join(distDir, PRERENDER_FILE), 'utf8')) as PrerenderedPages;
  } catch {
    return null;
  }
}

/** The prerendered path a request for `pathname` with this query (without its `?`) is sent as, if any. */
export function prerenderedPathFor(pathname: string, search: string): string | null {
  return prerenderedPaths.find(({ path, anyQuery }) => path === pathname && (anyQuery || search === ''))?.path ?? null;
}

/** A CSP source allowing exactly this inline script (or, in style-src, this inline style). */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const EMPTY_ROOT = '<div id="root"></div>';
// Right after <meta charset>, before the stylesheets: an inline script after a stylesheet waits for it.
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;

/**
 * index.html with a page's markup in #root, the head script and, when the build found it, the
 * page's critical CSS (before any other style, so the stylesheets' same rules come after it);
 * null when the page has no place for them.
 */
export function withPrerenderedMarkup(html: string, markup: string, headScript: string, criticalCss?: string): ({ html: string } & InlineHashes) | null {
  if (!html.includes(EMPTY_ROOT) || !HEAD_START.test(html)) return null;
  const style = criticalCss === undefined ? '' : `<style>${criticalCss}</style>`;
  const page = html
    .replace(HEAD_START, (head) => `${head}<script>${headScript}</script>${style}`)
    .replace(EMPTY_ROOT, () => `<div id="root"><fieldset class="${PRERENDER_CLASS}" disabled inert>${markup}</fieldset></div>`);
  return { html: page, scriptHashes: [scriptHash(headScript)], styleHashes: criticalCss === undefined ? [] : [scriptHash(criticalCss)] };
}
