import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bearer } from '../server/helpers/app';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The Export menu on the real chat screen, for a conversation the real server stored.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

async function storedConversation() {
  const session = await server.guest();
  const headers = bearer(session);
  const conversation = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  await server.app.inject({
    method: 'POST',
    url: `/api/ai/conversations/${conversation.id}/messages`,
    headers,
    payload: { content: 'How do I clone a voice?' },
  });
  await server.app.inject({
    method: 'POST',
    url: `/api/library/conversations/${conversation.id}`,
    headers,
    payload: { title: 'Voice cloning: a how-to' },
  });
  return { session, id: conversation.id as string };
}

describe('export on the chat screen', () => {
  it('offers no export before a conversation exists', async () => {
    renderApp(null, { server, user: await server.guest() });
    await screen.findByLabelText('Message');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('downloads the conversation shown as a text file named after its title', async () => {
    const downloads: Array<{ name: string; blob: Blob }> = [];
    let blob: Blob;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:export'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob });
    });
    const { session, id } = await storedConversation();
    const { user } = renderApp(null, { server, user: session, path: `/${id}` });
    await waitFor(() => expect(document.querySelectorAll('[data-role="assistant"]')).toHaveLength(1));
    const reply = document.querySelector('[data-role="assistant"]')!.textContent!;

    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(within(screen.getByRole('menu', { name: 'Export as' })).getByRole('menuitem', { name: 'Text' }));

    expect(await screen.findByText('Downloaded Voice cloning a how-to.txt')).toBeInTheDocument();
    expect(downloads.map((d) => d.name)).toEqual(['Voice cloning a how-to.txt']);
    const text = await downloads[0].blob.text();
    expect(text.startsWith('Voice cloning: a how-to\n')).toBe(true);
    expect(text).toContain('You:\n\nHow do I clone a voice?');
    // The reply's opening words, as the screen shows them, follow the prompt.
    const opening = reply.trim().split(/\s+/).slice(0, 3).join(' ');
    expect(text.indexOf(opening)).toBeGreaterThan(text.indexOf('How do I clone a voice?'));
  });
});
