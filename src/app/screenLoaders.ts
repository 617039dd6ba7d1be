// Every screen file (`src/screens/<domain>/<Name>Screen.tsx`, and a page that puts domains
// together, `src/screens/pages/<Name>Page.tsx`), each its own chunk: a glob, so a new page's
// screen needs no line here. Every file it finds is a page's, and every page's screen is a file it
// finds (tests/screens/pages.test.ts). A chunk of its own, not part of every page's entry: each
// loader names its screen's chunk and stylesheets (35 bytes gzipped a screen). The page's first
// screen comes from its preload (routes.tsx); this list right after it.
import type { ComponentType } from 'react';
import type { ScreenName } from '../../contract/pages';

export type ScreenModule = { default: ComponentType };

const screenFiles = import.meta.glob<ScreenModule>(['./*/*Screen.tsx', './pages/*Page.tsx'], { base: '../screens' });

/** Each screen's loader, by the name contract/pages.ts gives it (`billing/PlansScreen`, `pages/ChatPage`). */
export const screenLoaders = Object.fromEntries(Object.entries(screenFiles).map(([file, load]) => [file.slice(2, -4), load])) as Record<ScreenName, () => Promise<ScreenModule>>;
