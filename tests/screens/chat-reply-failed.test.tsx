import { afterAll, beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WorkspaceKeyRefused } from '../../server/engines/errors';
import { scriptedEngines } from '../server/helpers/fake-engine';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// A reply that fails after the question was stored — here the provider refuses the workspace's
// own key, revoked since it was saved (the engine's words: tests/server/workspace-key-refused.test.ts)
// — says so where the reply would be, and stays until the next send; the question stays in the thread.

const words = "OpenAI refused the workspace's API key: Incorrect API key provided. The workspace owner can change it on the workspace page.";
const engines = scriptedEngines(async function* () {
  yield* [];
  throw new WorkspaceKeyRefused(words);
});
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ chatEngines: engines.engines });
});
afterAll(() => server?.close());

it('a reply refused by the provider is told under the thread, not in a passing toast', async () => {
  const { user } = renderApp(null, { server, user: await server.user() });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  await user.type(prompt, 'Say hello{Enter}');

  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words), { timeout: 20_000 });
  expect(screen.queryAllByRole('status').filter((toast) => toast.textContent?.includes('refused'))).toEqual([]);
  expect(document.querySelector('[data-role="user"]:not([data-pending])')).toHaveTextContent('Say hello');
});
