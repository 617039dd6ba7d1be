import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// A model card says one thing about using the model (available, available after logging in,
// locked by the plan, unavailable), never "✓ Available" and "Locked" at once.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function card(name: string) {
  return screen.findByRole('article', { name }, { timeout: 15_000 });
}

describe('model card status', () => {
  it('logged out, an offline model is available after logging in, and says nothing else', async () => {
    renderApp(null, { server, path: '/models' });
    const offline = await card('Atelier offline assistant');
    expect(offline).toHaveTextContent('Available after logging in');
    expect(offline).not.toHaveTextContent('Locked');
    expect(offline).not.toHaveTextContent('✓');
    expect(within(offline).getByRole('link', { name: 'logging in' })).toHaveAttribute('href', '/login');
  });

  it('logged out, a model without its provider key is unavailable with the reason, not also locked', async () => {
    renderApp(null, { server, path: '/models' });
    const hosted = await card('GPT-4o');
    expect(hosted).toHaveTextContent('Unavailable: Needs an OpenAI API key');
    expect(hosted).not.toHaveTextContent('Locked');
  });

  it('logged in, an offline model is simply available', async () => {
    renderApp(null, { server, path: '/models', user: await server.user() });
    const offline = await card('Atelier offline assistant');
    expect(offline).toHaveTextContent('Available');
    expect(offline).not.toHaveTextContent('Locked');
    expect(offline).not.toHaveTextContent('after logging in');
  });
});
