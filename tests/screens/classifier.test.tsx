import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

// The classifier screen against the real server: the history's states (empty, failed with
// Try again, counted and searched; paging needs a layout and is in the e2e suite), its status
// switch (kept by the server, put back when refused), the keyboard
// shortcut, and a logged-out visitor asked for a name before anything is sent.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const history = () => screen.getByRole('complementary', { name: 'Classifications' });

async function classified(session: Session, count: number) {
  for (let n = 1; n <= count; n++) {
    await server.app.inject({ method: 'POST', url: '/api/ai/classifications', headers: { authorization: `Bearer ${session.jwt}` }, payload: { input: `Sentence ${n}.` } });
  }
}

describe('the history', () => {
  it('says when there is nothing yet', async () => {
    renderApp(null, { server, path: '/app/classifier', user: await server.guest() });
    expect(await within(await screen.findByRole('complementary', { name: 'Classifications' }, slow)).findByText(/No classifications yet/, {}, slow)).toBeInTheDocument();
  });

  it('shows a failed first page with Try again, which loads it', async () => {
    const session = await server.guest();
    await classified(session, 1);
    const { user, network } = renderApp(null, { server, path: '/app/classifier', user: session });
    network.failNext('/api/library/classifications');
    const alert = await within(await screen.findByRole('complementary', { name: 'Classifications' }, slow)).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Network error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(history()).findByRole('link', { name: /Sentence 1\./ })).toBeInTheDocument();
  });

  it('counts them and finds them by their words', async () => {
    const session = await server.guest();
    await classified(session, 3);
    const { user } = renderApp(null, { server, path: '/app/classifier', user: session });
    await within(await screen.findByRole('complementary', { name: 'Classifications' }, slow)).findByRole('link', { name: /Sentence 3\./ }, slow);
    expect(within(history()).getAllByRole('link')).toHaveLength(3);
    expect(await within(history()).findByText('3 classifications')).toBeInTheDocument();
    await user.type(within(history()).getByRole('searchbox', { name: 'Search classifications' }), 'sentence 2');
    await waitFor(() => expect(within(history()).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Sentence 2.')]));
    expect(await within(history()).findByText('1 classification')).toBeInTheDocument();
    await user.type(within(history()).getByRole('searchbox', { name: 'Search classifications' }), 'zzz');
    expect(await within(history()).findByText('No classification contains “sentence 2zzz”.')).toBeInTheDocument();
  });
});

describe('the history beside the form', () => {
  it('shows a classification made on top and takes a deleted one out without reading its pages again', async () => {
    const session = await server.guest();
    await classified(session, 1);
    // The page reads of the history (`GET …/classifications?limit=25`), the count aside.
    const pageReads: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/library/classifications') pageReads.push(url.search);
      return real(input, init);
    };
    try {
      const { user } = renderApp(null, { server, path: '/app/classifier', user: session });
      await within(await screen.findByRole('complementary', { name: 'Classifications' }, slow)).findByText('1 classification', {}, slow);
      expect(pageReads).toHaveLength(1);
      await user.type(screen.getByLabelText('Text to classify'), 'What a lovely day.{Control>}{Enter}{/Control}');
      await waitFor(() => expect(within(history()).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('What a lovely day.'), expect.stringContaining('Sentence 1.')]), slow);
      expect(await within(history()).findByText('2 classifications', {}, slow)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Delete classification?' })).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(history()).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Sentence 1.')]), slow);
      expect(await within(history()).findByText('1 classification', {}, slow)).toBeInTheDocument();
      expect(pageReads).toHaveLength(1);
    } finally {
      globalThis.fetch = real;
    }
  });
});

describe('the status switch', () => {
  it('switches a classification’s status 1/0 at once, and switches it back with the server’s message when refused', async () => {
    const session = await server.guest();
    await classified(session, 2);
    const { user, network } = renderApp(null, { server, path: '/app/classifier', user: session });
    const status = await within(await screen.findByRole('complementary', { name: 'Classifications' }, slow)).findByRole('switch', { name: 'Active: Sentence 1.' }, slow);
    expect(status).toHaveAttribute('aria-checked', 'true');
    const stored = async () => {
      const page = await server.app.inject({ method: 'GET', url: '/api/library/classifications', headers: { authorization: `Bearer ${session.jwt}` } });
      return Object.fromEntries((page.json() as { data: Array<{ title: string; status: number }> }).data.map((row) => [row.title, row.status]));
    };

    await user.click(status);
    expect(status).toHaveAttribute('aria-checked', 'false');
    await waitFor(async () => expect(await stored()).toEqual({ 'Sentence 1.': 0, 'Sentence 2.': 1 }));

    network.answerNext(/\/api\/library\/classifications\/[\w-]+$/, 403, { message: 'This classification cannot be changed.' });
    await user.click(within(history()).getByRole('switch', { name: 'Active: Sentence 2.' }));
    expect(await within(history()).findByRole('alert')).toHaveTextContent('This classification cannot be changed.');
    expect(within(history()).getByRole('switch', { name: 'Active: Sentence 2.' })).toHaveAttribute('aria-checked', 'true');
    expect(await stored()).toEqual({ 'Sentence 1.': 0, 'Sentence 2.': 1 });
  });
});

describe('the form', () => {
  it('classifies with Ctrl+Enter and shows the result at its address', async () => {
    const { user } = renderApp(null, { server, path: '/app/classifier', user: await server.guest() });
    const box = await screen.findByLabelText('Text to classify', {}, slow);
    await user.click(box);
    await user.type(box, 'What a lovely day.{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { name: 'Not flagged' }, slow)).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/app\/classifier\/[\w-]{20}$/);
    expect(within(screen.getByRole('region', { name: 'Sentiment' })).getByText('Positive')).toBeInTheDocument();
  });

  it('asks a logged-out visitor for a name, then classifies what they typed', async () => {
    const { user, rest } = renderApp(null, { server, path: '/app/classifier' });
    expect(await screen.findByText('Your classifications will be listed here.', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Text to classify'), 'Thank you so much!');
    await user.click(screen.getByRole('button', { name: 'Classify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before we start' });
    expect(dialog).toHaveTextContent('Tell us your first name to start classifying.');
    // Nothing was sent: there is no session to send it with yet.
    expect(rest.token()).toBeNull();
    await user.type(within(dialog).getByLabelText('Your name'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Not flagged' }, slow)).toBeInTheDocument();
    expect(await within(history()).findByRole('link', { name: /Thank you so much!/ })).toBeInTheDocument();
  });

  it('offers the login, not a guest name, for a classification address seen logged out', async () => {
    renderApp(null, { server, path: '/app/classifier/AAAAAAAAAAAAAAAAAAAA' });
    expect(await screen.findByText('This classification belongs to an account', {}, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fapp%2Fclassifier%2FAAAAAAAAAAAAAAAAAAAA');
  });
});
