import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

// The writer's document tabs against the real server: 25 a page with More while more follow, and
// a first page or a next page that fails says so with Retry.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 20_000 };
const documentsPath = '/api/library/documents';

/** A guest with `count` finished documents, "Draft 1" (oldest) … "Draft {count}". */
async function guestWithDocuments(count: number): Promise<Session> {
  const session = await server.guest();
  const mine = { workspace_id: session.user.workspace.id, user_id: session.user.id };
  for (let n = 1; n <= count; n++) {
    const at = new Date(Date.UTC(2026, 0, 1, 12, n));
    const row = { ...mine, id: `draft-${session.user.id}-${n}`, title: `Draft ${n}`, status: 1, preset_id: null, params: JSON.stringify({}), owner: null, heartbeat_at: null };
    await server.app.db.insertInto('documents').values({ ...row, created_at: at, updated_at: at }).execute();
  }
  return session;
}

/** The documents' tabs (without "+ New"). */
const documentTabs = (strip: HTMLElement) => within(strip).getAllByRole('link').filter((link) => link.textContent !== '+ New');

describe('the writer’s document tabs', () => {
  it('shows 25 a page, newest first, and the rest after More', async () => {
    const session = await guestWithDocuments(27);
    const { user } = renderApp(null, { server, user: session, path: '/writer' });
    const strip = await screen.findByRole('navigation', { name: 'Your documents' }, slow);
    await waitFor(() => expect(documentTabs(strip)).toHaveLength(25), slow);
    expect(documentTabs(strip)[0]).toHaveTextContent('Draft 27');

    await user.click(within(strip).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(documentTabs(strip)).toHaveLength(27), slow);
    expect(documentTabs(strip).at(-1)).toHaveTextContent('Draft 1');
    expect(within(strip).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('says when the first page or the next one failed, and Retry reads it', async () => {
    const session = await guestWithDocuments(26);
    const { user, network } = renderApp(null, { server, user: session, path: '/writer' });
    network.failNext(documentsPath);
    const strip = await screen.findByRole('navigation', { name: 'Your documents' }, slow);
    const failed = await within(strip).findByRole('alert', {}, slow);
    expect(failed).toHaveTextContent('Your documents could not be loaded.');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(documentTabs(strip)).toHaveLength(25), slow);

    network.failNext(documentsPath);
    await user.click(within(strip).getByRole('button', { name: 'More' }));
    const moreFailed = await within(strip).findByRole('alert', {}, slow);
    expect(moreFailed).toHaveTextContent('More could not be loaded.');
    expect(documentTabs(strip)).toHaveLength(25);
    await user.click(within(moreFailed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(documentTabs(strip)).toHaveLength(26), slow);
    expect(within(strip).queryByRole('alert')).not.toBeInTheDocument();
  });
});
