import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import { isWithTurn } from '../../src/machines/chat/chatTurn';

// SPEC §4: stream events that arrive after the user navigated to another conversation are
// silent (no toast, no navigation) and their text is buffered, shown when the user returns.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MESSAGES = /\/api\/ai\/conversations\/[^/]+\/messages$/;
const replyText = () => document.querySelector('[data-role="assistant"]')?.textContent ?? '';

async function conversationFor(jwt: string, title: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${jwt}` }, payload: { title } });
  return response.json().id;
}

describe('isWithTurn', () => {
  it('is true where the turn started or on its conversation, false elsewhere', () => {
    expect(isWithTurn(null, null, null)).toBe(true); // a new chat, before the conversation exists
    expect(isWithTurn('a', null, 'a')).toBe(true); // landed on the new conversation
    expect(isWithTurn(null, null, 'copy')).toBe(true); // continuing a shared chat from '/'
    expect(isWithTurn('b', 'a', 'a')).toBe(false); // moved to another conversation
    expect(isWithTurn(null, 'a', 'a')).toBe(false); // moved to a new chat
  });
});

describe('events after navigating away', () => {
  it('are buffered while away, shown on return; a failure while away makes no toast', async () => {
    const guest = await server.guest();
    const other = await conversationFor(guest.jwt, 'Another chat');
    const { user, network } = renderApp(null, { server, user: guest });
    const gate = network.controlStreamNext(MESSAGES);
    await user.type(await screen.findByLabelText('Message', {}, { timeout: 10_000 }), 'Tell me about the writer{Enter}');
    await gate.reached;
    for (let i = 0; i < 6; i++) await gate.step();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
    const first = window.location.pathname;
    await waitFor(() => expect(replyText().length).toBeGreaterThan(0));
    const before = replyText();

    // Away, in another conversation: the reply goes on streaming, but nothing of it shows here.
    const history = screen.getByRole('navigation', { name: 'History' });
    await user.click(await within(history).findByRole('link', { name: /Another chat/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/${other}`));
    for (let i = 0; i < 12; i++) await gate.step();
    expect(document.querySelector('[data-role="assistant"]')).toBeNull();

    // Back: the text that arrived meanwhile is there.
    await user.click(within(history).getByRole('link', { name: /Tell me about the writer/ }));
    await waitFor(() => expect(window.location.pathname).toBe(first));
    await waitFor(() => expect(replyText().length).toBeGreaterThan(before.length));
    expect(replyText().startsWith(before.trim().slice(0, 10))).toBe(true);

    // Away again, the connection drops: no error toast there, and the user stays where they are.
    await user.click(within(history).getByRole('link', { name: /Another chat/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/${other}`));
    gate.fail();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
    expect(window.location.pathname).toBe(`/${other}`);
  });

  it('a failure while the user stays shows the error under the thread', async () => {
    const { user, network } = renderApp(null, { server, user: await server.guest() });
    const gate = network.controlStreamNext(MESSAGES);
    await user.type(await screen.findByLabelText('Message', {}, { timeout: 10_000 }), 'Tell me about the writer{Enter}');
    await gate.reached;
    await gate.step();
    gate.fail();
    // The question was stored: the error stays where the reply would be (ChatView), not in a toast.
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''), { timeout: 10_000 });
  });
});
