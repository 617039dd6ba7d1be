import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { createRest, memoryStorage } from '../../../src/gateway/rest';
import { createGatewayClient } from '../../../src/gateway/client';
import { App } from '../../../src/app/App';
import { AppServicesProvider } from '../../../src/app/services';
import { Toaster } from '../../../src/ui/toasts';
import { buildTestApp, signUpGuest, signUpUser, type Session } from '../../server/helpers/app';
import { createTestNetwork } from './network';

// Screens run against the real server (in-memory database, offline engine) listening on a
// local port, through the real gateway. happy-dom's fetch streams but applies the browser's
// same-origin rule, and the page (localhost:3000) is not the server's origin: lifted below.

export interface TestServer {
  app: FastifyInstance;
  url: string;
  guest(firstName?: string): Promise<Session>;
  user(fields?: { email?: string; password?: string }): Promise<Session>;
  close(): Promise<void>;
}

/** `overrides`: what buildTestApp takes, e.g. scripted `chatEngines` for a reply the test writes. */
export async function startTestServer(overrides: Parameters<typeof buildTestApp>[0] = {}): Promise<TestServer> {
  // Fast tokens: a reply streams in well under a second, still in many separate events.
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS ??= '3';
  // Load the lazy chat screen and its history list here, under the hook's longer timeout: on a
  // busy machine their first import (transforming every module they pull in) can take longer
  // than a test may.
  const [app] = await Promise.all([buildTestApp(overrides), import('../../../src/screens/pages/ChatPage'), import('../../../src/screens/library/HistoryList')]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    guest: (firstName) => signUpGuest(app, firstName),
    user: (fields) => signUpUser(app, fields),
    close: () => app.close(),
  };
}

interface RenderAppOptions {
  server: TestServer;
  /** Address to start at, e.g. '/' or '/{conversationId}'. */
  path?: string;
  /** Logged in as this session; logged out when absent. */
  user?: Session | null;
}

/** Renders the whole app (or `ui` inside the app's providers) at `path`. */
export function renderApp(ui: ReactElement | null, { server, path = '/', user = null }: RenderAppOptions) {
  const settings = (window as unknown as { happyDOM: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }).happyDOM.settings;
  settings.fetch.disableSameOriginPolicy = true;
  window.history.replaceState(null, '', path);

  const network = createTestNetwork((input, init) => globalThis.fetch(input, init));
  const rest = createRest({ baseUrl: server.url, fetch: network.fetch, storage: memoryStorage() });
  if (user) rest.setToken(user.jwt);
  const client = createGatewayClient(rest);
  const view = ui ? (
    <AppServicesProvider rest={rest} client={client}>
      {ui}
      <Toaster />
    </AppServicesProvider>
  ) : (
    <App rest={rest} client={client} />
  );
  return { ...render(view), rest, client, network, user: userEvent.setup() };
}
