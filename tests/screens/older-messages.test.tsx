import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newId } from '../../server/lib/ids';
import type { Session } from '../server/helpers/app';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// A long conversation opens with the newest page of its path (one request), and the messages
// above come as the reader scrolls near the top: a loading row meanwhile, an error row with
// Retry when that fails. On the real chat screen, against the real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** `length` messages in one chain, stored directly (sending them would only be slower). */
async function longConversation(owner: Session, length: number) {
  const conversation = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${owner.jwt}` }, payload: { title: 'Long' } })).json();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = [];
  let parent: string | null = null;
  for (let i = 0; i < length; i++) {
    const id = newId();
    rows.push({ id, conversation_id: conversation.id, parent_id: parent, role: i % 2 ? 'assistant' : 'user', content: `Message number ${i}`, created_at: new Date(start + i * 1000) });
    parent = id;
  }
  await server.app.db.insertInto('messages').values(rows as never).execute();
  await server.app.db.updateTable('conversations').set({ current_leaf_id: parent }).where('id', '=', conversation.id).execute();
  return conversation.id as string;
}

/** How many messages the list holds (only a window of them is in the DOM: each row says the total). */
const listed = () => Number(document.querySelector('li[data-index]')?.getAttribute('aria-setsize') ?? 0);
const scrollToTop = () => {
  const scroller = screen.getByRole('list', { name: 'Messages' }).parentElement!;
  scroller.scrollTop = 0;
  fireEvent.scroll(scroller);
};

describe('scrolling up a long conversation', () => {
  it('opens with the newest 40 messages in one request, and loads the older ones near the top, showing a loading row meanwhile', async () => {
    const owner = await server.guest();
    const id = await longConversation(owner, 70);
    const { network } = renderApp(null, { server, user: owner, path: `/${id}` });
    await waitFor(() => expect(listed()).toBe(40), { timeout: 15_000 });
    expect(screen.getByText('Message number 69')).toBeInTheDocument();

    const held = network.holdNext(/\/messages$/);
    scrollToTop();
    await held.reached;
    expect(await screen.findByText('Loading earlier messages…')).toHaveAttribute('role', 'status');
    held.release();
    await waitFor(() => expect(listed()).toBe(70));
    expect(screen.queryByText('Loading earlier messages…')).not.toBeInTheDocument();
  });

  it('says when the older messages could not be loaded, and Retry loads them', async () => {
    const owner = await server.guest();
    const id = await longConversation(owner, 50);
    const { network, user } = renderApp(null, { server, user: owner, path: `/${id}` });
    await waitFor(() => expect(listed()).toBe(40), { timeout: 15_000 });

    network.failNext(/\/messages$/);
    scrollToTop();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Earlier messages could not be loaded.');
    // At the top, scrolling again does not ask again: Retry does.
    scrollToTop();
    expect(listed()).toBe(40);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listed()).toBe(50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
