import { afterAll, beforeAll, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// A first send the server refuses (here: a model the workspace cannot use) creates nothing:
// the conversation made for it goes again, the history stays empty, the text stays in the box.

let server: TestServer;
beforeAll(async () => {
  // No provider key in the test server: gpt-4o-mini is listed but unavailable.
  delete process.env.OPENAI_API_KEY;
  server = await startTestServer();
});
afterAll(() => server?.close());

it('a send refused for an unavailable model leaves no conversation behind', async () => {
  const guest = await server.guest();
  const { user } = renderApp(null, { server, user: guest, path: '/?model=gpt-4o-mini' });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  await user.type(prompt, 'Hello there{Enter}');

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/model/i), { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
  expect(prompt).toHaveValue('Hello there');
  // Back on a new chat, and nothing stored or listed.
  await waitFor(async () => {
    const listed = await server.app.inject({ method: 'GET', url: '/api/library/conversations', headers: { authorization: `Bearer ${guest.jwt}` } });
    expect(listed.json().data).toEqual([]);
    expect(window.location.pathname).toBe('/');
  });
  const history = screen.getByRole('navigation', { name: 'History' });
  await waitFor(() => expect(within(history).queryAllByRole('link')).toHaveLength(0));
});
