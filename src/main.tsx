// The page's entry module: applies the remembered theme, creates the long-lived clients and
// renders the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRest } from './gateway/rest';
import { createGatewayClient } from './gateway/client';
import { ConversationQuery } from './gateway/library/operations';
import { conversationPath } from '../contract/pages';
import { App } from './app/App';
import { loadScreenFor } from './app/routes';
import { loadScreensOnLinkIntent } from './app/linkIntent';
import { applyPreloadedStyles } from './app/preloadedStyles';
import { startInspector } from './machines/inspect';
import { applyTheme, readPreferences } from './machines/shell/preferences';
import { keepReferral } from './lib/referral';
import './ui/global';

/** What the build's prerender finds on globalThis when it runs this bundle in Node (scripts/prerender.ts). */
interface PrerenderHandle {
  atelierPrerender?: Promise<typeof import('./prerender')>;
}

if (typeof window === 'undefined') {
  // The build renders the logged-out pages from this very bundle, in Node (scripts/prerender.ts):
  // there the entry hands over the renderer, a chunk no browser loads, instead of starting the page.
  (globalThis as PrerenderHandle).atelierPrerender = import('./prerender');
} else {
  startPage();
}

function startPage() {
  // Before anything renders: the stylesheet already follows the system, and only a theme the
  // user picked (Light or Dark) needs putting on <html>. Pages run no inline script (CSP) but the
  // prerendered ones' (`/`, `/login`, `/signup`), which has done this already; doing it again there is harmless.
  applyTheme(readPreferences().theme);
  // An affiliate's link (`?ref=CODE`) may lead to any page: the code waits in storage for signup.
  keepReferral(window.location.search);

  // Created once for the page's lifetime: the REST client holds the JWT, the urql client the cache.
  const rest = createRest();
  const client = createGatewayClient(rest);

  // Opening a conversation: its read starts now, while React and the chat screen start, rather
  // than once the screen renders. The screen's query is the same operation, so urql sends it once.
  // (A link to a message, `#m-{id}`, is read by the screen: it asks for the path through it.)
  const opening = conversationPath.exec(window.location.pathname)?.groups?.conversationId;
  if (opening && !window.location.hash && rest.token()) void client.query(ConversationQuery, { id: opening }).toPromise();

  // The page's screen runs first (its chunk came with the entry), so the first render shows it
  // rather than a spinner (and, on a prerendered page, replaces that markup with the same screen,
  // live: the first commit empties #root); the inspector (dev only, `?inspect`) must be listening before the
  // first machine starts.
  // A prerendered page's stylesheets came as preloads (its first paint needed only the CSS inline in
  // it): applied first, so the screen's chunk finds its own already there and the first render is styled.
  const stylesReady = applyPreloadedStyles();
  const screenReady = loadScreenFor(window.location.pathname).catch(() => {});
  loadScreensOnLinkIntent();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole screen (a phone's longest task on a first visit, 200 ms
  // and more at a quarter of a laptop's speed); what is on screen meanwhile (a prerendered page,
  // or nothing) stays until it commits.
  void Promise.all([startInspector(), stylesReady, screenReady]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App rest={rest} client={client} />
        </StrictMode>,
      ),
    );
  });
}
