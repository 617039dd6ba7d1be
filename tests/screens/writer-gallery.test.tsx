import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The writer's template gallery against the real server, through the real gateway: the
// categories strip filters the templates (All first), a category without templates says so, a
// search narrows them, and a pinned template comes first, still after the screen is opened again;
// on the free plan a 4th pin is refused; a page that fails shows why and Try again.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.db.insertInto('categories').values({ id: 'cat-empty', title: 'Poetry', type: 'preset', sort: 9 }).execute();
});
afterAll(() => server?.close());
afterEach(() => localStorage.clear());

const slow = { timeout: 20_000 };

/** The template tiles' titles in the order shown. */
async function shownTemplates() {
  const grid = await screen.findByRole('list', { name: 'Templates' }, slow);
  return within(grid)
    .getAllByRole('button', { pressed: false, name: /:/ })
    .map((tile) => tile.textContent!.split(':')[0]);
}

describe('the writer’s template gallery', () => {
  it('filters by category (All first), says when a category has none, and searches', async () => {
    const first = renderApp(null, { server, path: '/writer' });
    const strip = await screen.findByRole('toolbar', { name: 'Template categories' }, slow);
    const chips = within(strip).getAllByRole('button').map((chip) => chip.textContent);
    expect(chips).toEqual(['All', 'Writing', 'Marketing', 'Coding', 'Social media', 'Business', 'Poetry']);
    expect(within(strip).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    // "Free prompt" comes first, outside the templates.
    expect(screen.getByRole('button', { name: /^Free prompt/ })).toHaveAttribute('aria-pressed', 'true');

    await first.user.click(within(strip).getByRole('button', { name: 'Marketing' }));
    await waitFor(async () => expect(await shownTemplates()).toEqual(['Ad copy']), slow);
    expect(within(strip).getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(within(strip).getByRole('button', { name: 'Poetry' }));
    expect(await screen.findByText('No templates in this category.', {}, slow)).toBeInTheDocument();
    await first.user.click(within(strip).getByRole('button', { name: 'All' }));
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);

    await first.user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'gist');
    await waitFor(async () => expect(await shownTemplates()).toEqual(['Summary']), slow);
    await first.user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    first.unmount();
  });

  it('pins a template first, and keeps the pin when the screen is opened again', async () => {
    const session = await server.user();
    const first = renderApp(null, { server, path: '/writer', user: session });
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    const before = await shownTemplates();
    expect(before[0]).not.toBe('Tweet');
    await first.user.click(screen.getByRole('button', { name: 'Pin Tweet' }));
    await waitFor(async () => expect((await shownTemplates())[0]).toBe('Tweet'));
    expect(screen.getByRole('button', { name: 'Unpin Tweet' })).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    const again = renderApp(null, { server, path: '/writer', user: session });
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    expect((await shownTemplates())[0]).toBe('Tweet');
    await again.user.click(screen.getByRole('button', { name: 'Unpin Tweet' }));
    await waitFor(async () => expect(await shownTemplates()).toEqual(before));
    again.unmount();
  });

  it('on the free plan pins at most 3 templates, as many as it may use', async () => {
    const session = await server.user();
    const { user, unmount } = renderApp(null, { server, path: '/writer', user: session });
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    await screen.findByText('Free plan: up to 3 templates (0 pinned).', {}, slow);
    for (const title of ['Summary', 'Tweet', 'Ad copy']) await user.click(screen.getByRole('button', { name: `Pin ${title}` }));
    await screen.findByText('Free plan: up to 3 templates (3 pinned).');
    await user.click(screen.getByRole('button', { name: 'Pin Blog post' }));
    expect(await screen.findByText('Maximum 3 templates are allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin Blog post' })).toHaveAttribute('aria-pressed', 'false');
    expect((await shownTemplates()).slice(0, 3)).toEqual(['Summary', 'Tweet', 'Ad copy']);
    unmount();
  });

  it('says when the templates could not be loaded, and tries again', async () => {
    const { user, network, unmount } = renderApp(null, { server, path: '/writer' });
    await waitFor(async () => expect(await shownTemplates()).toHaveLength(6), slow);
    network.failNext('/api/presets');
    await user.click(within(screen.getByRole('toolbar', { name: 'Template categories' })).getByRole('button', { name: 'Marketing' }));
    const failed = await screen.findByRole('alert', {}, slow);
    expect(failed).toHaveTextContent('Network error. Please try again later.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await shownTemplates()).toEqual(['Ad copy']), slow);
    unmount();
  });
});
