import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { css } from '@linaria/core';
import type { IconName } from '../ui/icons';
import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from '../ui/a11y';

// The routes table. A route is listed once its screen exists (SPEC §2); each screen is its
// own chunk. Routes that share a `key` share one mounted screen: going from `/` to
// `/{conversationId}` after the first message must not restart the chat (and its stream).
//
// The sidebar is built from this table: a route with `nav` is an entry, in table order, so a
// new tool is one line here. Anything no route matches is the not-found page.

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

const ChatScreen = lazy(() => import('../screens/chat/ChatScreen'));
const LoginScreen = lazy(() => import('../screens/account/LoginScreen'));
const SignupScreen = lazy(() => import('../screens/account/SignupScreen'));
const ShareScreen = lazy(() => import('../screens/library/ShareScreen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));
const AppChatRedirect = lazy(() => import('../screens/chat/AppChatRedirect'));

// Conversation ids are 20 url-safe characters (server/lib/ids.ts). Only those open the chat:
// `/workspace` or `/billing` are pages that don't exist yet, not conversations.
const conversationPath = /^\/(?<conversationId>[A-Za-z0-9_-]{20})\/?$/;

export const routes: RouteEntry[] = [
  { path: '/', key: 'chat', screen: ChatScreen, heading: 'Chat', nav: { label: 'Chat', icon: 'chat', section: 'tools' } },
  { path: conversationPath, key: 'chat', screen: ChatScreen, heading: 'Chat' },
  // A prompt opens as a modal over the chat (SPEC §2).
  { path: '/prompts/:promptId', key: 'chat', screen: ChatScreen, heading: 'Chat' },
  { path: '/app/chat', key: 'app-chat', screen: AppChatRedirect },
  { path: '/share/:id', key: 'share', screen: ShareScreen },
  { path: '/login', key: 'login', screen: LoginScreen },
  { path: '/signup', key: 'signup', screen: SignupScreen },
];

export const navEntries = routes.flatMap(({ path, key, nav }) => (nav && typeof path === 'string' ? [{ ...nav, href: path, key }] : []));

/**
 * Where a login without `?redirect=` lands. SPEC §2 sends an admin to `/admin`; until that
 * screen is in the table an admin lands on the chat like everyone else.
 */
export function homeFor(isAdmin: boolean): string {
  return isAdmin && routes.some((route) => route.path === '/admin') ? '/admin' : '/';
}

/** The entry of the route showing now; undefined on the not-found page. */
export function useCurrentRoute(): RouteEntry | undefined {
  const [location] = useLocation();
  const { parser } = useRouter();
  return routes.find((route) => matchRoute(parser, route.path, location)[0]);
}

export function AppRoutes() {
  const heading = useCurrentRoute()?.heading;
  return (
    <>
      {heading && <h1 className={visuallyHidden}>{heading}</h1>}
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
    </>
  );
}

const loading = css`
  display: grid;
  place-items: center;
  flex: 1;
  min-height: 200px;
`;
