import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { captureDownloads } from './helpers/downloads';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/** A conversation with one question and the offline assistant's answer. */
async function conversation(owner: Session, title: string, content: string) {
  const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: auth(owner), payload: { title } })).json();
  await server.app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: auth(owner), payload: { content } });
  return id as string;
}

const setVisibility = (owner: Session, id: string, visibility: number) =>
  server.app.inject({ method: 'POST', url: `/api/library/${id}`, headers: auth(owner), payload: { visibility } });

describe('the audience modal', () => {
  it('shares with anyone who has the link, copies it, opens each network in a 600×400 popup, and withdraws', async () => {
    const owner = await server.guest();
    const id = await conversation(owner, 'Holiday plans', 'Where to in May?');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp(null, { server, user: owner, path: `/${id}` });

    await user.click(await screen.findByRole('button', { name: 'Share conversation' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Share conversation' });
    expect(within(dialog).getByRole('radio', { name: 'Only you' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Anyone with the link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(link).toHaveValue(`${window.location.origin}/share/${id}`);
    await waitFor(async () => expect((await server.app.inject({ method: 'GET', url: `/api/share/${id}` })).statusCode).toBe(200));

    // Copying and sharing wait for the server to have made the link public.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/${id}`);

    for (const [name, host] of [['Facebook', 'www.facebook.com'], ['Twitter', 'twitter.com'], ['LinkedIn', 'www.linkedin.com'], ['WhatsApp', 'api.whatsapp.com']]) {
      await user.click(within(dialog).getByRole('button', { name }));
      const [url, target, features] = open.mock.lastCall!;
      expect(new URL(String(url)).host).toBe(host);
      expect(String(url)).toContain(encodeURIComponent(`/share/${id}`));
      expect([target, features]).toEqual(['_blank', 'width=600,height=400']);
    }

    await user.click(within(dialog).getByRole('radio', { name: 'Only you' }));
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument());
    await waitFor(async () => expect((await server.app.inject({ method: 'GET', url: `/api/share/${id}` })).statusCode).toBe(404));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the share page', () => {
  it('shows a shared conversation to a logged-out visitor, read-only and not indexed', async () => {
    const owner = await server.guest();
    const id = await conversation(owner, 'Bread baking', 'How long should dough rise?');
    await setVisibility(owner, id, 2);
    const { unmount } = renderApp(null, { server, path: `/share/${id}` });

    expect(await screen.findByRole('heading', { name: 'Bread baking' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('How long should dough rise?')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('link', { name: 'Log in to continue this conversation' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/share/${id}`)}`);
    expect(screen.queryByRole('textbox', { name: 'Continue this conversation' })).not.toBeInTheDocument();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('lists the files of a message, which a logged-out visitor downloads through the share link', async () => {
    const owner = await server.guest();
    const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: auth(owner), payload: { title: 'Trip budget' } })).json();
    const boundary = 'sharescreenboundary';
    const payload = [
      `--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nWhat is the budget?\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="budget.txt"\r\ncontent-type: text/plain\r\n\r\nBudget: 1200 euros.\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    await server.app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${id}/messages`,
      headers: { ...auth(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    await setVisibility(owner, id, 2);
    const { user } = renderApp(null, { server, path: `/share/${id}` });

    const files = await screen.findByRole('list', { name: 'Attachments' }, { timeout: 10_000 });
    expect(files).toHaveTextContent('budget.txt');
    expect(files).toHaveTextContent('19 B');
    const downloads = captureDownloads();
    await user.click(within(files).getByRole('button', { name: 'Download budget.txt' }));
    await downloads.started();
    expect(await downloads.blobs[0]!.text()).toBe('Budget: 1200 euros.');
    expect(downloads.names()).toEqual(['budget.txt']);

    // Withdrawn while the page is open: the download is refused, in words.
    await setVisibility(owner, id, 0);
    await user.click(within(files).getByRole('button', { name: 'Download budget.txt' }));
    expect(await screen.findByText('Attachment not found.')).toBeInTheDocument();
    expect(downloads.blobs).toHaveLength(1);
  });

  it('shows the branch its owner was on', async () => {
    const owner = await server.guest();
    const id = await conversation(owner, 'Two answers', 'First try');
    const stored = (await server.app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers: auth(owner) })).json();
    // An edit of the first message makes a second root; the owner then went back to the first.
    await server.app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: auth(owner), payload: { content: 'Second try', parent_id: null } });
    await server.app.db.updateTable('conversations').set({ current_leaf_id: stored.messages[1].id }).where('id', '=', id).execute();
    await setVisibility(owner, id, 2);
    renderApp(null, { server, path: `/share/${id}` });
    expect(await screen.findByText('First try', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Second try')).not.toBeInTheDocument();
  });

  it('is a not-found page once the owner withdraws the link', async () => {
    const owner = await server.guest();
    const id = await conversation(owner, 'Secret recipe', 'Grandma’s soup');
    await setVisibility(owner, id, 2);
    await setVisibility(owner, id, 0);
    renderApp(null, { server, path: `/share/${id}` });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Grandma’s soup')).not.toBeInTheDocument();
  });

  it('lets a logged-in viewer continue it as a copy in their own account', async () => {
    const owner = await server.guest('Owner');
    const id = await conversation(owner, 'Garden planning', 'Which vegetables grow in shade?');
    await setVisibility(owner, id, 2);
    const viewer = await server.guest('Viewer');
    const { user } = renderApp(null, { server, user: viewer, path: `/share/${id}` });

    await user.type(await screen.findByRole('textbox', { name: 'Continue this conversation' }, { timeout: 10_000 }), 'And in full sun?');
    await user.click(screen.getByRole('button', { name: 'Continue this conversation' }));

    expect(await screen.findByText('This conversation was copied to your account.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).not.toMatch(/^\/(share\/)?$/));
    const copyId = window.location.pathname.slice(1);
    expect(copyId).not.toBe(id);
    // The copy holds the shared messages and the new one, and shows in the viewer's history.
    expect(await screen.findByText('Which vegetables grow in shade?', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('And in full sun?')).toBeInTheDocument();
    const history = screen.getByRole('navigation', { name: 'History' });
    await waitFor(() => expect(within(history).getByRole('link', { name: 'Garden planning' })).toHaveAttribute('aria-current', 'page'), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const copy = (await server.app.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: auth(viewer) })).json();
    expect(copy.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});
