import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import { QuickPrompt } from '../../src/app/QuickPrompt';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };

describe('quick-access prompt box', () => {
  // First: React.lazy remembers a loaded component, so later renders get the box at once.
  it('until its code has loaded a read-only field stands in its place, and a focus it got passes on to the box', async () => {
    renderApp(<QuickPrompt />, { server, user: null, path: '/' });
    const standIn = screen.getByRole('textbox', { name: 'Quick prompt' });
    expect(standIn).toHaveAttribute('readonly');
    standIn.focus();
    const box = await screen.findByRole('combobox', { name: 'Quick prompt' }, slow);
    expect(box).not.toHaveAttribute('readonly');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('Ctrl+K focuses it and shows prompts; typing narrows them; Escape closes them and leaves the box', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/' });
    const box = await screen.findByRole('combobox', { name: 'Quick prompt' }, slow);
    await screen.findByRole('textbox', { name: 'Message' }, slow);

    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    const list = await screen.findByRole('listbox', { name: 'Prompts' }, slow);
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(1);
    expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(5);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.type(box, 'plan');
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Prompts' })).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['Make a plan']), slow);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Prompts' })).not.toBeInTheDocument();
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue('plan');

    await user.keyboard('{Meta>}k{/Meta}');
    expect(box).toHaveFocus();
  });

  it('Enter without Shift starts a new chat with the text; an empty box submits nothing', async () => {
    const session = await server.guest();
    const { id } = (await server.app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { authorization: `Bearer ${session.jwt}` }, payload: { title: 'Elsewhere' } })).json();
    const { user } = renderApp(null, { server, user: session, path: `/${id}` });
    const box = await screen.findByRole('combobox', { name: 'Quick prompt' }, slow);

    await user.click(box);
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe(`/${id}`);

    await user.type(box, 'Plan a trip to Porto');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(window.location.pathname).toBe(`/${id}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(new URLSearchParams(window.location.search).get('prompt')).toBe('Plan a trip to Porto');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Plan a trip to Porto'), slow);
    expect(box).toHaveValue('');
  });

  it('picking a prompt puts its text in a new chat', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/' });
    const box = await screen.findByRole('combobox', { name: 'Quick prompt' }, slow);
    await user.click(box);
    await user.type(box, 'brainstorm');
    const option = await screen.findByRole('option', { name: /Brainstorm/ }, slow);
    await user.click(option);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Give me ten ideas for {theme}.'), slow);
    expect(screen.queryByRole('listbox', { name: 'Prompts' })).not.toBeInTheDocument();
  });

});
