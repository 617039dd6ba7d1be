import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// Assistants, models, temporary chats and prompt help on the real chat screen, real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const requestsTo = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) =>
  spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => pattern.test(new URL(url).pathname));

describe('options and assistants', () => {
  it('lists models granted first, locked ones with the reason, and locked assistants as such', async () => {
    // The offline assistant moved to the end of the catalogue still comes first: it is the only granted model.
    await server.app.db.updateTable('models').set({ sort: 10 }).where('key', '=', 'local-assistant').execute();
    try {
      const { user } = renderApp(null, { server, user: await server.guest() });
      const picker = await screen.findByRole('combobox', { name: 'Assistant' }, { timeout: 10_000 });
      await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(4));
      expect(within(picker).getByRole('option', { name: /Pair programmer \(Not included in your plan\)/ })).toBeDisabled();
      expect(within(picker).getByRole('option', { name: /Wordsmith/ })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Options' }));
      const dialog = await screen.findByRole('dialog', { name: 'Options' });
      const models = within(within(dialog).getByRole('group', { name: 'Model' })).getAllByRole('radio');
      expect(models.map((radio) => (radio as HTMLInputElement).value)).toEqual(['local-assistant', 'gpt-4o', 'gpt-4o-mini', 'claude-sonnet-4-6', 'claude-haiku-4-5']);
      expect(models[0]).toBeChecked();
      expect(models[1]).toBeDisabled();
      expect(within(dialog).getAllByText('Locked: Add an OpenAI key in workspace settings')).toHaveLength(2);
      expect(within(dialog).getAllByText('Locked: Add an Anthropic key in workspace settings')).toHaveLength(2);
      const assistants = within(dialog).getByRole('group', { name: 'Assistant' });
      expect(within(assistants).getByRole('radio', { name: /Pair programmer/ })).toBeDisabled();
      expect(within(assistants).getAllByText('Locked: Not included in your plan')).toHaveLength(2);

      // Cancel changes nothing; Save applies the draft.
      await user.click(within(assistants).getByRole('radio', { name: /Wordsmith/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(picker).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Options' }));
      const again = await screen.findByRole('dialog', { name: 'Options' });
      await user.click(within(again).getByRole('radio', { name: /Wordsmith/ }));
      await user.click(within(again).getByRole('button', { name: 'Save' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(picker).toHaveValue('asst-writer');
    } finally {
      await server.app.db.updateTable('models').set({ sort: 0 }).where('key', '=', 'local-assistant').execute();
    }
  });

  it('sends the picked assistant with the message', async () => {
    const { user } = renderApp(null, { server, user: await server.guest() });
    const picker = await screen.findByRole('combobox', { name: 'Assistant' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: /Wordsmith/ })).toBeInTheDocument());
    await user.selectOptions(picker, 'asst-writer');
    await user.type(screen.getByLabelText('Message'), 'Polish this sentence{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const id = window.location.pathname.slice(1);
    const stored = await server.app.db.selectFrom('messages').select(['role', 'assistant_id']).where('conversation_id', '=', id).execute();
    expect(stored).toEqual(expect.arrayContaining([{ role: 'user', assistant_id: 'asst-writer' }]));
  });

  it('?temporary-chat=true shows the badge and the conversation never reaches the history', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/?temporary-chat=true' });
    expect(await screen.findByText('Temporary chat')).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText('Message'), 'Off the record{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/[A-Za-z0-9_-]{8,}$/));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByText('Temporary chat')).toBeInTheDocument();
    const id = window.location.pathname.slice(1);
    const row = await server.app.db.selectFrom('conversations').select('temporary').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.temporary).toBe(true);
    const history = screen.getByRole('navigation', { name: 'History' });
    expect(within(history).queryByRole('link', { name: /Off the record/ })).not.toBeInTheDocument();
  });

  it('?model= preselects the model and /app/chat?model= leads there', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/app/chat?model=local-assistant&prompt=Hi%20there' });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/?model=local-assistant&prompt=Hi%20there'));
    expect(await screen.findByLabelText('Message')).toHaveValue('Hi there');
    await user.click(await screen.findByRole('button', { name: 'Options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Options' });
    // The dialog may open before the models arrive: it says so, then lists them.
    expect(await within(dialog).findByRole('radio', { name: /Atelier offline assistant/ })).toBeChecked();
  });
});

describe('prompt help', () => {
  it('suggests prompts 300 ms after typing stops, once, and a pick fills the prompt', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp(null, { server, user: await server.guest() });
    await user.type(await screen.findByLabelText('Message'), 'plan');
    const list = await screen.findByRole('list', { name: 'Prompt suggestions' });
    expect(requestsTo(spy, /^\/api\/prompts$/)).toHaveLength(1);
    expect(new URL(requestsTo(spy, /^\/api\/prompts$/)[0]).search).toBe('?query=plan&limit=5');
    await user.click(within(list).getByRole('button', { name: /Make a plan/ }));
    expect(screen.getByLabelText('Message')).toHaveValue('Make a step-by-step plan to {goal}.');
    expect(screen.queryByRole('list', { name: 'Prompt suggestions' })).not.toBeInTheDocument();
    // Clearing the prompt fetches nothing.
    await user.clear(screen.getByLabelText('Message'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(spy, /^\/api\/prompts$/)).toHaveLength(1);
  });

  it('no suggestions once a conversation exists', async () => {
    const session = await server.guest();
    const conversation = (
      await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${session.jwt}` }, payload: { title: 'Old' } })
    ).json();
    const spy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp(null, { server, user: session, path: `/${conversation.id}` });
    await user.type(await screen.findByLabelText('Message'), 'plan');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo(spy, /^\/api\/prompts$/)).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Prompt suggestions' })).not.toBeInTheDocument();
  });

  it('the empty chat offers sample prompts and preset tiles that fill the prompt', async () => {
    await server.app.db.updateTable('presets').set({ title: 'A very long preset title that goes on', description: 'A description that is certainly longer than thirty characters' }).where('id', '=', 'preset-tweet').execute();
    await server.app.db.updateTable('presets').set({ is_active: false }).where('id', 'in', ['preset-summary', 'preset-email', 'preset-ad-copy']).execute();
    try {
      const { user } = renderApp(null, { server, user: await server.guest() });
      const samples = await screen.findByRole('list', { name: 'Sample prompts' });
      await user.click(within(samples).getByRole('button', { name: 'Explain quantum computing in simple terms' }));
      expect(screen.getByLabelText('Message')).toHaveValue('Explain quantum computing in simple terms');
      const tiles = await screen.findByRole('list', { name: 'Presets' });
      expect(within(tiles).getAllByRole('button')).toHaveLength(3);
      const long = within(tiles).getByRole('button', { name: /A very long preset title…/ });
      expect(long).toHaveTextContent('A very long preset title…A description that is certainl…');
      await user.click(long);
      expect(screen.getByLabelText('Message')).toHaveValue('Write a tweet about {topic}.');
    } finally {
      await server.app.db.updateTable('presets').set({ is_active: true }).execute();
    }
  });

  it('/prompts/{id} opens the prompt as a modal over the chat; "Use prompt" fills the prompt', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/prompts/prompt-explain' });
    const dialog = await screen.findByRole('dialog', { name: 'Explain simply' });
    expect(within(dialog).getByText('Explain how {topic} works to a beginner.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use prompt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByLabelText('Message')).toHaveValue('Explain how {topic} works to a beginner.');
  });

  it('/prompts/{id} of a missing prompt says so', async () => {
    renderApp(null, { server, user: await server.guest(), path: '/prompts/nope' });
    expect(await screen.findByRole('dialog', { name: 'Prompt not found' })).toBeInTheDocument();
  });
});
