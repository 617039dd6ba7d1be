import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The Voice isolator page against the real server, through the whole app at /app/voice-isolator: Echo waits
// for a text, the answer shows with its length and count, and a failed send says so and keeps
// the text for the next try.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };

describe('the Voice isolator page', () => {
  it('echoes a text with its length and how many the user has echoed', async () => {
    const { user } = renderApp(null, { server, path: '/app/voice-isolator', user: await server.user() });
    const text = await screen.findByLabelText('Text', {}, slow);
    const echo = screen.getByRole('button', { name: 'Echo' });
    expect(echo).toBeDisabled();
    await user.type(text, 'héllo');
    await user.click(echo);
    expect(await screen.findByText('héllo (5 characters; echo 1)', {}, slow)).toBeInTheDocument();
    await user.click(echo);
    expect(await screen.findByText('héllo (5 characters; echo 2)', {}, slow)).toBeInTheDocument();
  });

  it('says when the text could not be sent, and sends it on the next press', async () => {
    const { user, network } = renderApp(null, { server, path: '/app/voice-isolator', user: await server.user() });
    await user.type(await screen.findByLabelText('Text', {}, slow), 'hi');
    network.failNext('/api/voice-isolator/echo');
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByText('Network error. Please try again later.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByText('hi (2 characters; echo 1)', {}, slow)).toBeInTheDocument();
  });
});
