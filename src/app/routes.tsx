import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { css } from '@linaria/core';
import type { IconName } from '../ui/icons';
import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from '../ui/a11y';
import { ScreenError } from './ScreenError';
import { notFoundScreen, pages, screenFor, type Page, type ScreenName } from '../../contract/pages';

// The routes table, from the pages of contract/pages.ts (a page is listed once its screen
// exists, SPEC §2); each screen is its own chunk. Routes that share a `key` share one mounted
// screen: going from `/` to `/{conversationId}` after the first message must not restart the
// chat (and its stream).
//
// The sidebar is built from this table: a route with `nav` is an entry, in table order.
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

type ScreenModule = { default: ComponentType };

/**
 * A lazy screen that renders at once when its chunk has already run (loadScreenFor): React
 * shows a Suspense fallback for at least 300 ms before revealing what it waited for, so a
 * screen that suspends on the first render appears that late even when its chunk was there.
 */
function screen(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | null = null;
  const loadOnce = () => load().then((module) => (loaded = module));
  // A thenable that is already resolved lets React.lazy take the module without suspending.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: ScreenModule) => void) => resolve(loaded!) } as unknown as Promise<ScreenModule>) : loadOnce()));
  return { component, load: loadOnce };
}

/** Every screen a page names (contract/pages.ts), each its own chunk. */
const screenChunks: Record<ScreenName, ReturnType<typeof screen>> = {
  'pages/ChatPage': screen(() => import('../screens/pages/ChatPage')),
  'chat/AppChatRedirect': screen(() => import('../screens/chat/AppChatRedirect')),
  'library/ShareScreen': screen(() => import('../screens/library/ShareScreen')),
  'classifier/ClassifierScreen': screen(() => import('../screens/classifier/ClassifierScreen')),
  'writer/WriterScreen': screen(() => import('../screens/writer/WriterScreen')),
  'catalogue/CatalogueScreen': screen(() => import('../screens/catalogue/CatalogueScreen')),
  'billing/PlansScreen': screen(() => import('../screens/billing/PlansScreen')),
  'billing/CheckoutScreen': screen(() => import('../screens/billing/CheckoutScreen')),
  'billing/BillingScreen': screen(() => import('../screens/billing/BillingScreen')),
  'billing/ReceiptScreen': screen(() => import('../screens/billing/ReceiptScreen')),
  'billing/PaymentCallbackScreen': screen(() => import('../screens/billing/PaymentCallbackScreen')),
  'workspaces/WorkspaceScreen': screen(() => import('../screens/workspaces/WorkspaceScreen')),
  'workspaces/InvitationScreen': screen(() => import('../screens/workspaces/InvitationScreen')),
  'account/LoginScreen': screen(() => import('../screens/account/LoginScreen')),
  'account/SignupScreen': screen(() => import('../screens/account/SignupScreen')),
  'account/AccountScreen': screen(() => import('../screens/account/AccountScreen')),
  'affiliate/AffiliateScreen': screen(() => import('../screens/affiliate/AffiliateScreen')),
  'account/PasswordResetScreen': screen(() => import('../screens/account/PasswordResetScreen')),
  'account/UndoTwoFactorScreen': screen(() => import('../screens/account/UndoTwoFactorScreen')),
  'dashboard/DashboardScreen': screen(() => import('../screens/dashboard/DashboardScreen')),
  'admin/AdminScreen': screen(() => import('../screens/admin/AdminScreen')),
  'not-found/NotFoundScreen': screen(() => import('../screens/not-found/NotFoundScreen')),
};
const screens = Object.fromEntries(Object.entries(screenChunks).map(([name, { component }]) => [name, component])) as Record<ScreenName, LazyExoticComponent<ComponentType>>;

/**
 * Runs the chunk of the screen a path shows (index.html preloads it, so this is quick): the
 * entry awaits it before the first render, which then shows the screen rather than a spinner.
 */
export function loadScreenFor(pathname: string): Promise<unknown> {
  return screenChunks[screenFor(pathname)].load();
}
const NotFoundScreen = screens[notFoundScreen];

/** A screen's hidden heading, by page key. */
const headings: Partial<Record<Page['key'], string>> = { chat: 'Chat' };
/** Sidebar entries, by page path. */
const nav: Partial<Record<string, NavEntry>> = {
  '/': { label: 'Chat', icon: 'chat', section: 'tools' },
  '/app/classifier': { label: 'Classifier', icon: 'classifier', section: 'tools' },
  '/writer': { label: 'Writer', icon: 'writer', section: 'tools' },
  '/app/coder': { label: 'Coder', icon: 'coder', section: 'tools' },
};

export const routes: RouteEntry[] = pages.map(({ path, key, screen }) => ({
  path,
  key,
  screen: screens[screen],
  heading: headings[key],
  nav: typeof path === 'string' ? nav[path] : undefined,
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
