import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// Branches and message actions on the real chat screen, against the real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const roles = (role: 'user' | 'assistant') => [...document.querySelectorAll(`[data-role="${role}"]`)];
const idle = () => waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
const toolbars = (name: 'Question actions' | 'Answer actions') => screen.getAllByRole('toolbar', { name });

async function chatWithOneAnswer(question: string) {
  const session = await server.guest();
  const rendered = renderApp(null, { server, user: session });
  await rendered.user.type(await screen.findByLabelText('Message', {}, { timeout: 10_000 }), `${question}{Enter}`);
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
  await idle();
  await waitFor(() => expect(roles('assistant')).toHaveLength(1));
  // The screen refetches the conversation when a reply finishes: let that land first.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return { ...rendered, session, conversationId: window.location.pathname.slice(1) };
}

describe('branches', () => {
  it('edit makes version 2/2; Previous version shows the old question and its old reply again', async () => {
    const { user } = await chatWithOneAnswer('What is a haiku?');
    const firstReply = roles('assistant')[0]!.textContent;
    expect(screen.queryByText('1/2')).not.toBeInTheDocument();

    await user.click(within(toolbars('Question actions')[0]!).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText('Edit message');
    await user.clear(editor);
    await user.type(editor, 'What is a sonnet?');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await idle();
    await waitFor(() => expect(roles('user')[0]).toHaveTextContent('What is a sonnet?'));
    await waitFor(() => expect(within(toolbars('Question actions')[0]!).getByText('2/2')).toBeInTheDocument());
    expect(roles('user')).toHaveLength(1);
    expect(roles('assistant')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    await waitFor(() => expect(roles('user')[0]).toHaveTextContent('What is a haiku?'));
    expect(within(toolbars('Question actions')[0]!).getByText('1/2')).toBeInTheDocument();
    expect(roles('assistant')[0]!.textContent).toBe(firstReply);
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next version' }));
    await waitFor(() => expect(roles('user')[0]).toHaveTextContent('What is a sonnet?'));
  });

  it('regenerate adds answer 2/2 under the same question, and the chosen version survives a reload', async () => {
    const { user, conversationId, unmount, session } = await chatWithOneAnswer('Tell me about tea');
    await user.click(within(toolbars('Answer actions')[0]!).getByRole('button', { name: 'Regenerate' }));
    await idle();
    await waitFor(() => expect(within(toolbars('Answer actions')[0]!).getByText('2/2')).toBeInTheDocument());
    expect(roles('user')).toHaveLength(1);
    expect(roles('assistant')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    await waitFor(() => expect(within(toolbars('Answer actions')[0]!).getByText('1/2')).toBeInTheDocument());
    // The choice is stored on the server: a fresh page (new cache) opens on version 1/2.
    await waitFor(async () => {
      const row = await server.app.db.selectFrom('conversations').select('current_leaf_id').where('id', '=', conversationId).executeTakeFirstOrThrow();
      const first = await server.app.db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).where('role', '=', 'assistant').orderBy('created_at').executeTakeFirstOrThrow();
      expect(row.current_leaf_id).toBe(first.id);
    });
    unmount();
    renderApp(null, { server, path: `/${conversationId}`, user: session });
    await waitFor(() => expect(within(toolbars('Answer actions')[0]!).getByText('1/2')).toBeInTheDocument());
  });
});

describe('links to a message', () => {
  it('opening /{id}#m-{messageId} shows the path through that message, even on another branch', async () => {
    const { user, conversationId, unmount, session } = await chatWithOneAnswer('Tell me about coffee');
    const [firstAnswer] = await server.app.db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).where('role', '=', 'assistant').execute();
    await user.click(within(toolbars('Answer actions')[0]!).getByRole('button', { name: 'Regenerate' }));
    await idle();
    await waitFor(() => expect(within(toolbars('Answer actions')[0]!).getByText('2/2')).toBeInTheDocument());
    unmount();
    renderApp(null, { server, path: `/${conversationId}#m-${firstAnswer!.id}`, user: session });
    await waitFor(() => expect(within(toolbars('Answer actions')[0]!).getByText('1/2')).toBeInTheDocument(), { timeout: 10_000 });
    expect(document.getElementById(`m-${firstAnswer!.id}`)).not.toBeNull();
  });
});

describe('message actions', () => {
  it("copy puts the answer on the clipboard ('Copied to clipboard!'); share copies a link to the message", async () => {
    const { user, conversationId } = await chatWithOneAnswer('Say hello');
    const answer = roles('assistant')[0]!;
    await user.click(within(toolbars('Answer actions')[0]!).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard!', {}, { timeout: 5_000 })).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied.length).toBeGreaterThan(10);
    expect(answer.textContent!.replace(/\s+/g, '')).toContain(copied.replace(/[#*`>\-\s]+/g, '').slice(0, 10));

    await user.click(within(toolbars('Answer actions')[0]!).getByRole('button', { name: 'Share' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toMatch(new RegExp(`/${conversationId}#m-[A-Za-z0-9_-]+$`)));
  });

  it('download saves the message as a markdown file', async () => {
    const { user } = await chatWithOneAnswer('Write one line');
    const saved: { blob: Blob; name: string }[] = [];
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => ((lastBlob = blob), 'blob:test');
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    };
    try {
      await user.click(within(toolbars('Question actions')[0]!).getByRole('button', { name: 'Download' }));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^question-[A-Za-z0-9_-]+\.md$/);
    expect(saved[0]!.blob.type).toMatch(/^text\/markdown/);
    expect(await saved[0]!.blob.text()).toBe('Write one line\n');
  });

  it("'Message not found!' when the message was deleted meanwhile", async () => {
    const { user, conversationId } = await chatWithOneAnswer('Short question');
    await server.app.db.deleteFrom('messages').where('conversation_id', '=', conversationId).where('role', '=', 'assistant').execute();
    await user.click(within(toolbars('Answer actions')[0]!).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Message not found!', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("thumbs up: 'Thank you for feedback.', the vote is stored, and a message can follow", async () => {
    const { user, conversationId } = await chatWithOneAnswer('Rate me');
    await user.click(screen.getByRole('button', { name: 'Good answer' }));
    expect(await screen.findByText('Thank you for feedback.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const rows = await server.app.db.selectFrom('feedback').selectAll().where('conversation_id', '=', conversationId).execute();
    expect(rows.map((row) => row.value)).toEqual(['up']);
    expect(screen.getByRole('button', { name: 'Good answer' })).toHaveAttribute('aria-pressed', 'true');

    // Then, optionally, a message with the same vote.
    await user.type(screen.getByLabelText('Tell us more (optional)'), 'Clear and short.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByLabelText('Tell us more (optional)')).not.toBeInTheDocument());
    const after = await server.app.db.selectFrom('feedback').selectAll().where('conversation_id', '=', conversationId).execute();
    expect(after.map((row) => [row.value, row.message])).toEqual([['up', 'Clear and short.']]);
  });

  it('quote: select text in an answer, Quote, and the next message is sent with it and shows it', async () => {
    const { user, conversationId } = await chatWithOneAnswer('Give me a sentence');
    const answer = roles('assistant')[0]!;
    const textNode = document.createTreeWalker(answer, NodeFilter.SHOW_TEXT).nextNode()!;
    const passage = textNode.textContent!.slice(0, 12);
    act(() => {
      const range = document.createRange();
      range.setStart(textNode, 0);
      range.setEnd(textNode, passage.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    await user.click(await screen.findByRole('button', { name: 'Quote' }));
    const preview = screen.getByRole('figure', { name: 'Quoted passage' });
    expect(preview).toHaveTextContent(passage.trim());

    await user.type(screen.getByLabelText('Message'), 'What does this mean?{Enter}');
    await idle();
    expect(screen.queryByRole('figure', { name: 'Quoted passage' })).not.toBeInTheDocument();
    await waitFor(() => expect(roles('user')).toHaveLength(2));
    expect(document.querySelector('blockquote')).toHaveTextContent(passage.trim());
    const stored = await server.app.db.selectFrom('messages').select(['content', 'quote']).where('conversation_id', '=', conversationId).where('role', '=', 'user').orderBy('created_at').execute();
    expect(stored.at(-1)).toEqual({ content: 'What does this mean?', quote: passage.trim() });
  });

  it('a quote can be removed before sending', async () => {
    const { user } = await chatWithOneAnswer('Another sentence please');
    const answer = roles('assistant')[0]!;
    act(() => {
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.selectAllChildren(answer);
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    await user.click(await screen.findByRole('button', { name: 'Quote' }));
    await user.click(screen.getByRole('button', { name: 'Remove quote' }));
    expect(screen.queryByRole('figure', { name: 'Quoted passage' })).not.toBeInTheDocument();
  });
});

