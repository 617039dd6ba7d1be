// Build time only: a chunk of the client build that main.tsx hands over where there is no window,
// run in Node once the build is written (scripts/prerender.ts) and then removed from dist/. A logged-out
// page (`/`, `/login`, `/signup`: server/prerendered-pages.ts) as HTML, so a first visit paints its
// screen from HTML and CSS while the JavaScript downloads; main.tsx's first render then replaces
// it. The same App, Shell and screen as in the browser, at that path, with an urql client that
// knows only that nobody is logged in: every other query stays unanswered and shows what the app
// shows while it loads (no network, no server).
import { renderToString } from 'react-dom/server';
import { Client, getOperationName, makeResult, type Exchange } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { Router } from 'wouter';
import { App } from './app/App';
import { loadScreenFor } from './app/routes';
import { createRest, memoryStorage, TOKEN_KEY } from './gateway/rest';
import { THEME_KEY, SIDEBAR_KEY } from './machines/shell/preferences';

/** Answers `me` with null (logged out) at once; nothing else is answered. */
const loggedOut: Exchange = () => (operations) =>
  pipe(
    operations,
    filter((operation) => operation.kind === 'query' && getOperationName(operation.query) === 'Me'),
    map((operation) => makeResult(operation, { data: { me: null } })),
  );

/**
 * The script index.html runs in <head> for every prerendered page (allowed by its hash in the
 * page's CSP, server/spa.ts): it marks <html> when a session is stored, or when the sidebar is
 * folded to a rail, so the stylesheet hides the logged-out markup from those it would not match,
 * and applies a theme the user picked (as main.tsx's applyTheme does) so it paints in their scheme.
 */
export const headScript =
  `try{var s=localStorage,h=document.documentElement,t=s.getItem(${JSON.stringify(THEME_KEY)});` +
  `if(s.getItem(${JSON.stringify(TOKEN_KEY)}))h.dataset.session="";` +
  `if(s.getItem(${JSON.stringify(SIDEBAR_KEY)})==="collapsed")h.dataset.rail="";` +
  `if(t==="light"||t==="dark")h.dataset.theme=t}catch(e){}`;

/** The logged-out page at `path` as the app renders it, without the page around it. */
export async function renderPage(path: string): Promise<string> {
  // Its chunk must have run: the route's lazy screen then renders at once instead of a spinner.
  await loadScreenFor(path);
  const rest = createRest({ storage: memoryStorage(), fetch: () => Promise.reject(new Error('no network at build time')) });
  const client = new Client({ url: '/graphql', exchanges: [loggedOut] });
  return renderToString(
    <Router ssrPath={path} ssrSearch="">
      <App rest={rest} client={client} />
    </Router>,
  );
}
