import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { css } from '@linaria/core';
import { Spinner } from '../ui/Spinner';

// The routes table. A route is listed once its screen exists (SPEC §2); each screen is its
// own chunk. Routes that share a `key` share one mounted screen: going from `/` to
// `/{conversationId}` after the first message must not restart the chat (and its stream).

interface RouteEntry {
  path: string;
  key: string;
  screen: LazyExoticComponent<ComponentType>;
}

const ChatScreen = lazy(() => import('../screens/chat/ChatScreen'));
const LoginScreen = lazy(() => import('../screens/login/LoginScreen'));
const SignupScreen = lazy(() => import('../screens/signup/SignupScreen'));
const ShareScreen = lazy(() => import('../screens/share/ShareScreen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));
const AppChatRedirect = lazy(() => import('../screens/chat/AppChatRedirect'));

export const routes: RouteEntry[] = [
  { path: '/login', key: 'login', screen: LoginScreen },
  { path: '/signup', key: 'signup', screen: SignupScreen },
  { path: '/app/chat', key: 'app-chat', screen: AppChatRedirect },
  // A prompt opens as a modal over the chat (SPEC §2).
  { path: '/prompts/:promptId', key: 'chat', screen: ChatScreen },
  { path: '/share/:id', key: 'share', screen: ShareScreen },
  { path: '/', key: 'chat', screen: ChatScreen },
  { path: '/:conversationId', key: 'chat', screen: ChatScreen },
];

export function AppRoutes() {
  return (
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
  );
}

const loading = css`
  display: grid;
  place-items: center;
  flex: 1;
  min-height: 200px;
`;
