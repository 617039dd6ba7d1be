// A screen starts loading when the pointer or the keyboard focus reaches a link to it, so that
// by the click its chunk (and the chunks it imports, which the entry no longer lists: see
// vite.config.ts modulePreload) has usually arrived.
import { loadScreenFor } from './routes';

// pointerover fires at every element the pointer crosses: a link already asked for is skipped.
const asked = new WeakSet<Element>();

function onIntent(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
  if (!link || asked.has(link)) return;
  asked.add(link);
  const { pathname } = new URL((link as HTMLAnchorElement).href);
  void loadScreenFor(pathname).catch(() => {}); // the click itself reports a chunk that fails
}

export function loadScreensOnLinkIntent() {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
