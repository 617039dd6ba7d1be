import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function createConversation(jwt: string, title: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${jwt}` }, payload: { title } });
  return response.json() as { id: string };
}

describe('history', () => {
  it('lists conversations newest first, 25 a page, and opens one', async () => {
    const session = await server.guest();
    for (let i = 1; i <= 27; i++) await createConversation(session.jwt, `Topic ${i}`);
    const { user } = renderApp(null, { server, user: session });
    const history = await screen.findByRole('navigation', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(25));
    expect(within(history).getAllByRole('link')[0]).toHaveTextContent('Topic 27');

    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(27));
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(history).getByRole('link', { name: 'Topic 3' }));
    await waitFor(() => expect(within(history).getByRole('link', { name: 'Topic 3' })).toHaveAttribute('aria-current', 'page'));
    expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]+$/);
  });

  it('asks the server once a page: opening the history and loading three more pages are four reads', async () => {
    const session = await server.guest();
    for (let i = 1; i <= 110; i++) await createConversation(session.jwt, `Topic ${i}`);
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const { user } = renderApp(null, { server, user: session });
      const history = await screen.findByRole('navigation', { name: 'History' });
      for (const shown of [25, 50, 75, 100]) {
        await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(shown), { timeout: 20_000 });
        if (shown < 100) await user.click(within(history).getByRole('button', { name: 'Load more' }));
      }
      const reads = fetches.mock.calls.filter(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === '/api/library/conversations');
      expect(reads).toHaveLength(4);
    } finally {
      fetches.mockRestore();
    }
  }, 60_000);
});
