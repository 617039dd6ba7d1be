import { afterAll, beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// Stop pressed just after Send, before the stream's first event (the stored question) reached
// the page, while the server already holds the question: the chat must settle on exactly what
// the server stored, and must not give the question back (Send would post it twice).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MESSAGES = /\/api\/ai\/conversations\/[^/]+\/messages$/;
const roles = (role: 'user' | 'assistant') => document.querySelectorAll(`[data-role="${role}"]`);
/** Rendered markdown and its source compared by their words. */
const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

interface StoredMessage {
  role: string;
  content: string;
  is_processing: boolean;
}

/** A guest's existing conversation, open on the chat screen, its next answer held at the gate. */
async function openExistingConversation() {
  const guest = await server.guest();
  const auth = { authorization: `Bearer ${guest.jwt}` };
  const created = await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: auth, payload: { title: 'Existing' } });
  const conversationId: string = created.json().id;
  const stored = async (): Promise<StoredMessage[]> =>
    (await server.app.inject({ method: 'GET', url: `/api/library/conversations/${conversationId}`, headers: auth })).json().messages;
  const { user, network } = renderApp(null, { server, user: guest, path: `/${conversationId}` });
  const prompt = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
  return { stored, user, prompt, gate: network.controlStreamNext(MESSAGES) };
}

it('Stop before the question came back: the screen shows what the server stored, the prompt stays empty', async () => {
  const { stored, user, prompt, gate } = await openExistingConversation();
  await user.type(prompt, 'Tell me about the writer{Enter}');
  // The server answered the request: it stored the question; nothing of the stream is read yet.
  await gate.reached;
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  // The rest of the stream arrives, as it would on a real network.
  gate.release();

  await waitFor(async () => expect((await stored()).filter((m) => m.role === 'assistant' && !m.is_processing)).toHaveLength(1), { timeout: 10_000 });
  const reply = (await stored()).find((m) => m.role === 'assistant')!;
  await waitFor(
    () => {
      expect(roles('user')).toHaveLength(1);
      expect(roles('user')[0]).toHaveTextContent('Tell me about the writer');
      expect(roles('assistant')).toHaveLength(1);
      expect(roles('assistant')[0]).not.toHaveAttribute('aria-busy', 'true');
      expect(words(roles('assistant')[0].textContent ?? '')).toBe(words(reply.content));
      // The question is stored: it does not stay in the prompt box (Send would post it again).
      expect(prompt).toHaveValue('');
    },
    { timeout: 10_000 },
  );
  if (reply.content === '') expect(screen.getByText('Stopped before it answered.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
});

it('Send pressed while the stop settles posts nothing: the question is stored once', async () => {
  const { stored, user, prompt, gate } = await openExistingConversation();
  await user.type(prompt, 'Tell me about the coder{Enter}');
  await gate.reached;
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  // The question is back in the box until the server says it has it; Send waits meanwhile.
  expect(prompt).toHaveValue('Tell me about the coder');
  expect(screen.getByRole('button', { name: 'Stopping…' })).toBeDisabled();
  await user.type(prompt, '{Enter}');
  gate.release();

  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument(), { timeout: 10_000 });
  expect(prompt).toHaveValue('');
  const users = (await stored()).filter((m) => m.role === 'user');
  expect(users.map((m) => m.content)).toEqual(['Tell me about the coder']);
  expect(roles('user')).toHaveLength(1);
});
