import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MESSAGES = /\/api\/ai\/conversations\/[^/]+\/messages$/;
const roles = (role: 'user' | 'assistant') => document.querySelectorAll(`[data-role="${role}"]`);

describe('chat screen', () => {
  it('sends, streams tokens, lands on /{conversationId} and shows both messages', async () => {
    const { user, network } = renderApp(null, { server, user: await server.guest() });
    const gate = network.controlStreamNext(MESSAGES);
    // The first test of the file also waits for the chat screen's code to load.
    await user.type(await screen.findByLabelText('Message', {}, { timeout: 10_000 }), 'How do I clone a voice?{Enter}');

    // Mid-stream: Stop and the timer are shown, the address names the new conversation.
    await gate.reached;
    await gate.step();
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d+ s$/);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
    gate.release();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(roles('user')).toHaveLength(1);
    expect(roles('user')[0]).toHaveTextContent('How do I clone a voice?');
    expect(roles('assistant')).toHaveLength(1);
    expect(roles('assistant')[0].textContent!.length).toBeGreaterThan(20);
    expect(screen.getByLabelText('Message')).toHaveValue('');

    // The history lists the new conversation, linking to its address.
    const history = screen.getByRole('navigation', { name: 'History' });
    const link = await within(history).findByRole('link', { name: /How do I clone a voice/ });
    expect(link).toHaveAttribute('href', window.location.pathname);
  });

  it('a long pasted first message is sent whole, its conversation named by its first words', async () => {
    const { user } = renderApp(null, { server, user: await server.guest() });
    const words = Array.from({ length: 600 }, (_, index) => `word${index}`).join(' ');
    const prompt = await screen.findByLabelText('Message');
    await user.click(prompt);
    await user.paste(words);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(roles('user')[0]).toHaveTextContent(words);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const history = screen.getByRole('navigation', { name: 'History' });
    const link = await within(history).findByRole('link', { name: /^word0 word1 word2/ });
    expect(link.textContent!.length).toBeLessThanOrEqual(100);
  });

  it('Enter with an empty prompt does nothing; Shift+Enter is a newline', async () => {
    const { user } = renderApp(null, { server, user: await server.guest() });
    const prompt = await screen.findByLabelText('Message');
    await user.type(prompt, '{Enter}');
    await user.type(prompt, '   {Enter}');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await user.clear(prompt);
    await user.type(prompt, 'one{Shift>}{Enter}{/Shift}two');
    expect(prompt).toHaveValue('one\ntwo');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('Stop keeps the partial reply, also after the thread is refetched', async () => {
    const { user, network } = renderApp(null, { server, user: await server.guest() });
    const gate = network.controlStreamNext(MESSAGES);
    await user.type(await screen.findByLabelText('Message'), 'Tell me about the writer{Enter}');
    await gate.reached;
    await gate.step();
    await gate.step();
    await waitFor(() => expect(roles('user')).toHaveLength(1));
    // The user message and the reply's placeholder come first; let some of the reply through.
    for (let i = 0; i < 20 && !roles('assistant')[0]?.textContent; i++) await gate.step();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    // The prompt is not restored: the message was stored and answered in part.
    expect(screen.getByLabelText('Message')).toHaveValue('');
    const shown = roles('assistant')[0]?.textContent ?? '';
    expect(shown).not.toBe('');
    // After the refetch the stored partial reply replaces the draft: nothing shown is lost
    // (the server may have generated a little more before the Stop reached it).
    await waitFor(() => expect(roles('assistant')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(roles('assistant')).toHaveLength(1);
    expect(roles('assistant')[0].textContent!.startsWith(shown.trimEnd())).toBe(true);
  });

  it('a stream error shows a toast and puts the prompt back', async () => {
    const { user, network } = renderApp(null, { server, user: await server.guest() });
    network.answerNext(MESSAGES, 503, { message: 'The model is busy. Please try again in a moment.' });
    await user.type(await screen.findByLabelText('Message'), 'Hello there{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/model is busy/));
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('out of credits says so under the prompt with a link to the plans, and puts the prompt back', async () => {
    const { user, network } = renderApp(null, { server, user: await server.guest() });
    network.answerNext(MESSAGES, 402, { message: 'Your workspace has run out of credits. Top up or upgrade your plan to keep going.' });
    await user.type(await screen.findByLabelText('Message'), 'Hello there{Enter}');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/run out of credits/);
    expect(within(refusal).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/billing/plans');
    expect(screen.getByRole('status')).not.toHaveTextContent(/run out of credits/);
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });
});
