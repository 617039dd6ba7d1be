// A prerendered page (`/`, `/login`, `/signup`) paints from its critical CSS, inline, and sends
// its stylesheets as preloads so that none of them holds up that first paint
// (server/spa-preload.ts). The app renders more than that markup uses (menus, dialogs, the rest
// of its screen), so the entry applies them before its first render and waits for them. Other
// pages preload only their screen's stylesheets, which its chunk would apply as it loads anyway.

/** Applies every stylesheet the page preloads; resolves once each has loaded or failed. */
export function applyPreloadedStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          // A stylesheet that failed to load must not keep the app from starting.
          link.addEventListener('error', resolve, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}
