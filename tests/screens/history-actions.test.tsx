import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const slow = { timeout: 10_000 };

async function createConversation(session: Session, title: string, message?: string) {
  const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: auth(session), payload: { title } })).json();
  if (message) await server.app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: auth(session), payload: { content: message } });
  return id as string;
}

const storedTitle = async (session: Session, id: string) =>
  (await server.app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers: auth(session) })).json().title;

/** Gives the history panel a layout: `height` of content, `visible` pixels, scrolled to `top`. */
function layOut(panel: HTMLElement, height: number, visible: number, top: number) {
  Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(panel, 'clientHeight', { configurable: true, value: visible });
  Object.defineProperty(panel, 'scrollTop', { configurable: true, value: top, writable: true });
}

describe('history', () => {
  it('renames a conversation in place: Enter saves, Escape cancels', async () => {
    const session = await server.guest();
    const id = await createConversation(session, 'Old name');
    const { user } = renderApp(null, { server, user: session });
    const history = await screen.findByRole('navigation', { name: 'History' });
    await user.click(await within(history).findByRole('button', { name: 'Rename Old name' }, slow));

    const field = within(history).getByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.type(field, 'Never mind{Escape}');
    expect(within(history).getByRole('link', { name: 'Old name' })).toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Rename Old name' }));
    await user.clear(within(history).getByRole('textbox', { name: 'Conversation title' }));
    await user.type(within(history).getByRole('textbox', { name: 'Conversation title' }), 'Trip to Lisbon{Enter}');
    expect(await within(history).findByRole('link', { name: 'Trip to Lisbon' })).toBeInTheDocument();
    await waitFor(async () => expect(await storedTitle(session, id)).toBe('Trip to Lisbon'));
  });

  it('heads the open conversation with its title, whole in the tooltip, and follows a rename', async () => {
    const session = await server.guest();
    const id = await createConversation(session, 'Packing list for Lisbon', 'Hello');
    const { user } = renderApp(null, { server, user: session, path: `/${id}` });
    const main = await screen.findByRole('main');
    const heading = await within(main).findByRole('heading', { level: 2, name: 'Packing list for Lisbon' }, slow);
    expect(heading).toHaveAttribute('title', 'Packing list for Lisbon');

    const history = await screen.findByRole('navigation', { name: 'History' });
    await user.click(await within(history).findByRole('button', { name: 'Rename Packing list for Lisbon' }, slow));
    await user.clear(within(history).getByRole('textbox', { name: 'Conversation title' }));
    await user.type(within(history).getByRole('textbox', { name: 'Conversation title' }), 'Trip to Porto{Enter}');
    expect(await within(main).findByRole('heading', { level: 2, name: 'Trip to Porto' }, slow)).toHaveAttribute('title', 'Trip to Porto');
  });

  it('deletes a conversation only after confirmation, and leaves it when it was open', async () => {
    const session = await server.guest();
    await createConversation(session, 'Keep me');
    const id = await createConversation(session, 'Delete me', 'Hello');
    const { user } = renderApp(null, { server, user: session, path: `/${id}` });
    const history = await screen.findByRole('navigation', { name: 'History' });

    await user.click(await within(history).findByRole('button', { name: 'Delete Delete me' }, slow));
    let dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Delete me' })).toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Delete Delete me' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(history).queryByRole('link', { name: 'Delete me' })).not.toBeInTheDocument());
    expect(within(history).getByRole('link', { name: 'Keep me' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect((await server.app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers: auth(session) })).statusCode).toBe(404);
  });

  it('loads the next 25 when the list is scrolled within 500 px of its end', async () => {
    const session = await server.guest();
    for (let i = 1; i <= 30; i++) await createConversation(session, `Topic ${i}`);
    renderApp(null, { server, user: session });
    const history = await screen.findByRole('navigation', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(25), slow);

    layOut(history, 2000, 600, 0);
    fireEvent.scroll(history);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(history).getAllByRole('link')).toHaveLength(25);

    layOut(history, 2000, 600, 900); // 500 px left below the visible part
    fireEvent.scroll(history);
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(30), slow);
    expect(within(history).getAllByRole('link').at(-1)).toHaveTextContent('Topic 1');
  });

  it('searches titles and message text as the user types', async () => {
    const session = await server.guest();
    await createConversation(session, 'Gardening tips');
    await createConversation(session, 'Weekend', 'Ideas for a garden party');
    await createConversation(session, 'Taxes');
    const { user } = renderApp(null, { server, user: session });
    const history = await screen.findByRole('navigation', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(3), slow);

    await user.type(within(history).getByRole('searchbox', { name: 'Search conversations' }), 'GARDEN');
    await waitFor(() => expect(within(history).getAllByRole('link').map((l) => l.textContent)).toEqual(['Weekend', 'Gardening tips']), slow);

    await user.clear(within(history).getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(within(history).getByRole('searchbox', { name: 'Search conversations' }), 'volcano');
    expect(await within(history).findByText('No conversations match “volcano”.', {}, slow)).toBeInTheDocument();

    await user.clear(within(history).getByRole('searchbox', { name: 'Search conversations' }));
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(3), slow);
  });
});
