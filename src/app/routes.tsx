import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { css } from '@linaria/core';
import type { IconName } from '../ui/icons';
import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from '../ui/a11y';
import { ScreenError } from './ScreenError';
import type { ScreenModule } from './screenLoaders';
import { notFoundScreen, pages, screenFor, type ScreenName } from '../../contract/pages';

// The routes table, built from the one pages table (contract/pages.ts): the routes, each
// screen's lazy chunk, the sidebar and the hidden headings (a page is listed once its screen
// exists, SPEC §2). Routes that share a `key` share one mounted screen: going from `/` to
// `/{conversationId}` after the first message must not restart the chat (and its stream).
// Anything no route matches is the not-found page.

export interface NavEntry {
  label: string;
  icon: IconName;
  /** Tools are the product's screens; the library lists what the user made with them. */
  section: 'tools' | 'library';
}

export interface RouteEntry {
  path: string | RegExp;
  key: string;
  screen: LazyExoticComponent<ComponentType>;
  nav?: NavEntry;
  /** A visually hidden level-one heading, for a screen without a visible one of its own. */
  heading?: string;
}

/** The list of every screen's loader: a chunk of its own (screenLoaders.ts), asked for once (again after a failed download). */
let loaders: Promise<typeof import('./screenLoaders')> | undefined;
const screenLoaders = () => (loaders ??= import('./screenLoaders').catch((error: unknown) => ((loaders = undefined), Promise.reject(error))));

/**
 * The screen's chunk as the page was sent with it preloaded (server/spa-preload.ts marks the
 * page's own screen): the first render needs only that, not the list of every screen's loader.
 * Its stylesheets came with the page too.
 */
function preloadedScreen(name: ScreenName): string | undefined {
  if (typeof document === 'undefined') return undefined; // the build's prerender, in Node
  return document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][data-screen="${name}"]`)?.href;
}

/**
 * A lazy screen that renders at once when its chunk has already run (loadScreenFor): React
 * shows a Suspense fallback for at least 300 ms before revealing what it waited for, so a
 * screen that suspends on the first render appears that late even when its chunk was there.
 */
function screen(name: ScreenName) {
  let loaded: ScreenModule | null = null;
  const fromList = () => screenLoaders().then(({ screenLoaders: list }) => list[name]());
  const load = (): Promise<ScreenModule> => {
    const href = preloadedScreen(name);
    return href ? (import(/* @vite-ignore */ href) as Promise<ScreenModule>).catch(fromList) : fromList();
  };
  const loadOnce = () => load().then((module) => (loaded = module));
  // A thenable that is already resolved lets React.lazy take the module without suspending.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: ScreenModule) => void) => resolve(loaded!) } as unknown as Promise<ScreenModule>) : loadOnce()));
  return { component, load: loadOnce };
}

const screenNames = [...new Set<ScreenName>([...pages.map((page) => page.screen), notFoundScreen])];
/** Every screen, by the name contract/pages.ts gives it (`billing/PlansScreen`, `pages/ChatPage`), each its own chunk. */
const screenChunks = Object.fromEntries(screenNames.map((name) => [name, screen(name)])) as Record<ScreenName, ReturnType<typeof screen>>;
const screens = Object.fromEntries(Object.entries(screenChunks).map(([name, { component }]) => [name, component])) as Record<ScreenName, LazyExoticComponent<ComponentType>>;

/**
 * Runs the chunk of the screen a path shows (index.html preloads it, so this is quick): the
 * entry awaits it before the first render, which then shows the screen rather than a spinner.
 * The list of the other screens' loaders is asked for once it has come, for the next page.
 */
export function loadScreenFor(pathname: string): Promise<unknown> {
  const loading = screenChunks[screenFor(pathname)].load();
  void loading.finally(() => screenLoaders().catch(() => {})).catch(() => {});
  return loading;
}
const NotFoundScreen = screens[notFoundScreen];

/** A screen's hidden heading, by page key: every path of the key has the one its first entry names. */
const headings = new Map<string, string>(pages.flatMap((page) => ('heading' in page ? [[page.key, page.heading] as const] : [])));

export const routes: RouteEntry[] = pages.map((page) => ({
  path: page.path,
  key: page.key,
  screen: screens[page.screen],
  heading: headings.get(page.key),
  // Typed by the table's literals, so an icon src/ui/icons.tsx lacks fails tsc here.
  nav: 'nav' in page ? (page.nav satisfies NavEntry) : undefined,
}));

export const navEntries = routes.flatMap(({ path, key, nav }) => (nav && typeof path === 'string' ? [{ ...nav, href: path, key }] : []));

/** The entry of the route showing now; undefined on the not-found page. */
export function useCurrentRoute(): RouteEntry | undefined {
  const [location] = useLocation();
  const { parser } = useRouter();
  return routes.find((route) => matchRoute(parser, route.path, location)[0]);
}

export function AppRoutes() {
  const heading = useCurrentRoute()?.heading;
  const [location] = useLocation();
  return (
    <>
      {heading && <h1 className={visuallyHidden}>{heading}</h1>}
      <ScreenError location={location}>
        <Suspense
          fallback={
            <div className={loading}>
              <Spinner />
            </div>
          }
        >
          <Switch>
            {routes.map(({ path, key, screen: Screen }) => (
              <Route key={key} path={path}>
                <Screen />
              </Route>
            ))}
            <Route>
              <NotFoundScreen />
            </Route>
          </Switch>
        </Suspense>
      </ScreenError>
    </>
  );
}

const loading = css`
  display: grid;
  place-items: center;
  flex: 1;
  min-height: 200px;
`;
