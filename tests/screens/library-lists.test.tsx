import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

// The library lists users browse (SPEC §2 "Resource lists"), on the shared list view, against
// the real server: the classifier's history and the writer's and coder's documents are sorted
// by the server (newest first, oldest first, title A–Z), filtered by status (All / Active /
// Inactive) with their own "nothing matches" words, and pinned to the top, the pins kept in
// browser storage per list. Rows are put in with known times, titles and statuses.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
// Made in this order: by title they read Apple, banana, Cherry.
const made = [
  { title: 'banana', status: 1 },
  { title: 'Cherry', status: 0 },
  { title: 'Apple', status: 1 },
];
const found = {
  flagged: false,
  moderation: { engine: 'local', model: 'word-lists', categories: [] },
  sentiment: { label: 'neutral', compound: 0, positive: 0, neutral: 1, negative: 0, lexicon: 'vader' },
  language: { code: 'en', name: 'English', confidence: 1 },
};

async function seed(session: Session, table: 'classifications' | 'documents' | 'code_documents' | 'conversations') {
  const mine = { workspace_id: session.user.workspace.id, user_id: session.user.id };
  for (const [minutes, { title, status }] of made.entries()) {
    const row = { ...mine, id: `${table}-${session.user.id}-${minutes}`, title, created_at: at(minutes), updated_at: at(minutes) };
    if (table === 'conversations') await server.app.db.insertInto(table).values({ ...row, assistant_id: null }).execute();
    else if (table === 'classifications') await server.app.db.insertInto(table).values({ ...row, status, input: title, content: JSON.stringify(found) }).execute();
    else await server.app.db.insertInto(table).values({ ...row, status, preset_id: null, params: JSON.stringify({}), owner: null, heartbeat_at: null }).execute();
  }
}

/** The titles of the list's rows, in the order shown. */
const titles = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.textContent?.match(/^(Apple|banana|Cherry)/)?.[1]);

const lists = [
  { name: 'the classifier’s history', path: '/app/classifier', table: 'classifications', region: 'Classification history', noun: 'classifications', one: 'classification' },
  { name: 'the writer’s documents', path: '/writer', table: 'documents', region: 'Document history', noun: 'documents', one: 'document' },
  { name: 'the coder’s documents', path: '/app/coder', table: 'code_documents', region: 'Code history', noun: 'code documents', one: 'code document' },
] as const;

describe.each(lists)('$name', ({ path, table, region, noun, one }) => {
  async function open() {
    const session = await server.guest();
    await seed(session, table);
    const rendered = renderApp(null, { server, path, user: session });
    const list = await screen.findByRole('region', { name: region }, slow);
    await waitFor(() => expect(titles(list)).toEqual(['Apple', 'Cherry', 'banana']), slow);
    return { ...rendered, session, list: () => screen.getByRole('region', { name: region }) };
  }

  it('sorts by the server: oldest first, title A–Z, newest first again', async () => {
    const { user, list } = await open();
    const sort = screen.getByRole('combobox', { name: `Sort ${noun}` });
    await user.selectOptions(sort, 'Oldest first');
    await waitFor(() => expect(titles(list())).toEqual(['banana', 'Cherry', 'Apple']));
    await user.selectOptions(sort, 'Title A–Z');
    await waitFor(() => expect(titles(list())).toEqual(['Apple', 'banana', 'Cherry']));
    await user.selectOptions(sort, 'Newest first');
    await waitFor(() => expect(titles(list())).toEqual(['Apple', 'Cherry', 'banana']));
  });

  it('filters by status, counts what it shows, and says when nothing matches', async () => {
    const { user, list } = await open();
    const show = screen.getByRole('group', { name: 'Show' });
    await user.click(within(show).getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(titles(list())).toEqual(['Cherry']));
    expect(await screen.findByText(`1 ${one}`)).toBeInTheDocument();
    await user.click(within(show).getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(titles(list())).toEqual(['Apple', 'banana']));
    await user.type(screen.getByRole('searchbox', { name: `Search ${noun}` }), 'Cherry');
    expect(await screen.findByText(`No active ${one} contains “Cherry”.`)).toBeInTheDocument();
    await user.click(within(show).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(titles(list())).toEqual(['Cherry']));
  });

  it('pins an item to the top, keeps the pin for the next visit, and unpins it', async () => {
    const { user, list, unmount, session } = await open();
    const pin = within(list()).getByRole('button', { name: 'Pin banana' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    await waitFor(() => expect(titles(list())).toEqual(['banana', 'Apple', 'Cherry']));
    expect(within(list()).getByRole('button', { name: 'Pin banana' })).toHaveAttribute('aria-pressed', 'true');
    // Pinned first in any order the server sends.
    await user.selectOptions(screen.getByRole('combobox', { name: `Sort ${noun}` }), 'Title A–Z');
    await waitFor(() => expect(titles(list())).toEqual(['banana', 'Apple', 'Cherry']));
    unmount();

    const again = renderApp(null, { server, path, user: session });
    await waitFor(() => expect(titles(screen.getByRole('region', { name: region }))).toEqual(['banana', 'Apple', 'Cherry']), slow);
    await again.user.click(within(list()).getByRole('button', { name: 'Pin banana' }));
    await waitFor(() => expect(titles(list())).toEqual(['Apple', 'Cherry', 'banana']));
  });
});

describe('the chat’s history', () => {
  it('sorts by the server and pins a conversation to the top, kept for the next visit', async () => {
    const session = await server.guest();
    await seed(session, 'conversations');
    const { user, unmount } = renderApp(null, { server, path: '/', user: session });
    const history = () => screen.getByRole('navigation', { name: 'History' });
    await screen.findByRole('navigation', { name: 'History' }, slow);
    await waitFor(() => expect(titles(history())).toEqual(['Apple', 'Cherry', 'banana']), slow);
    const sort = within(history()).getByRole('combobox', { name: 'Sort conversations' });
    await user.selectOptions(sort, 'Title A–Z');
    await waitFor(() => expect(titles(history())).toEqual(['Apple', 'banana', 'Cherry']));
    await user.selectOptions(sort, 'Oldest first');
    await waitFor(() => expect(titles(history())).toEqual(['banana', 'Cherry', 'Apple']));
    await user.click(within(history()).getByRole('button', { name: 'Pin Apple' }));
    await waitFor(() => expect(titles(history())).toEqual(['Apple', 'banana', 'Cherry']));
    unmount();

    renderApp(null, { server, path: '/', user: session });
    await waitFor(() => expect(titles(screen.getByRole('navigation', { name: 'History' }))).toEqual(['Apple', 'Cherry', 'banana']), slow);
    expect(within(history()).getByRole('button', { name: 'Pin Apple' })).toHaveAttribute('aria-pressed', 'true');
  });
});
