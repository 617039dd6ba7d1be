import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { offlineIsInstrumental } from '../../contract/composer';
import { modelMissing, promptMissing } from '../../src/machines/composer/composerMachine';
import { fakeMusic, fakeNote } from '../server/helpers/composer';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The Composer through the whole app against the real server (the real job runner, a fake music
// engine): a composition made with tags as chips and vocals asked of the offline model (said
// before sending) shows first in the history, selected (its address), and gets its player, its
// WAV and the engine's note once the job is done; renamed in place; deleted after a confirmation.
// A request refused says so in words and keeps what was typed; a job that failed shows the
// engine's words; a model switched off is disabled with why. Playing in a real browser is e2e.

const music = fakeMusic();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ musicEngines: music });
});
afterAll(() => server?.close());

const slow = { timeout: 20_000 };
const history = () => within(screen.getByRole('complementary', { name: 'History' })).getByRole('list', { name: 'Compositions' });

describe('a composition', () => {
  it('is made with tags and a length, shown first and selected, plays when done, is renamed, and deleted', async () => {
    const { user } = renderApp(null, { server, path: '/app/composer', user: await server.user() });
    expect(await screen.findByText(/No compositions yet/, {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Atelier composer \(offline\)/ }, slow)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(await screen.findByText(promptMissing)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Describe the music'), 'A gentle waltz for strings');
    const tagField = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tagField, 'calm, strings,waltz{Enter}');
    const chips = screen.getByRole('list', { name: 'Tags' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent?.replace('×', ''))).toEqual(['calm', 'strings', 'waltz']);
    await user.click(within(chips).getByRole('button', { name: 'Remove tag strings' }));
    // Backspace in the empty field takes the last chip back; Enter makes it again.
    await user.type(tagField, '{Backspace}');
    expect(within(screen.getByRole('list', { name: 'Tags' })).queryByText('waltz')).toBeNull();
    await user.type(tagField, 'waltz{Enter}');
    // Vocals asked of the offline model: said before anything is sent.
    expect(screen.queryByText(offlineIsInstrumental)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Instrumental' }));
    expect(screen.getByText(offlineIsInstrumental)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '15');
    await user.click(screen.getByRole('button', { name: 'Compose' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/composer\/[\w-]+$/), slow);
    const id = window.location.pathname.split('/').pop()!;
    expect(music.requests.at(-1)).toMatchObject({ prompt: 'A gentle waltz for strings', tags: ['calm', 'waltz'], instrumental: false, seconds: 15, model: 'composer-offline' });
    const row = await within(history()).findByRole('link', { name: /A gentle waltz for strings/ }, slow);
    expect(row).toHaveAttribute('href', `/app/composer/${id}`);
    expect(row).toHaveAttribute('aria-current', 'page');
    // Read again every 5 s until the job is done: then the player, the WAV and the note.
    const play = await screen.findByRole('button', { name: 'Play A gentle waltz for strings' }, slow);
    const player = play.closest('[role="group"]') as HTMLElement;
    expect(within(player).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'A gentle waltz for strings.mp3');
    expect(screen.getByRole('link', { name: 'Download WAV' }).getAttribute('href')).toMatch(/\/api\/files\//);
    expect(screen.getByText(fakeNote)).toBeInTheDocument();
    expect(screen.getByText('Tags: calm, waltz · With vocals · 15 s')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Waltz{Enter}');
    expect(await screen.findByRole('heading', { name: 'Waltz' }, slow)).toBeInTheDocument();
    expect(await within(history()).findByRole('link', { name: /Waltz/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete composition?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Composition has been deleted successfully.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/app/composer'));
    expect(await screen.findByText(/No compositions yet/, {}, slow)).toBeInTheDocument();
  });

  it('reads the history again every 5 s while a composition not on show is still being made', async () => {
    const { user } = renderApp(null, { server, path: '/app/composer', user: await server.user() });
    await screen.findByRole('radio', { name: /Atelier composer \(offline\)/, checked: true }, slow);
    await user.type(screen.getByLabelText('Describe the music'), 'Rain on a tin roof');
    music.hold();
    try {
      await user.click(screen.getByRole('button', { name: 'Compose' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/composer\/[\w-]+$/), slow);
      // Away from it: nothing on show, the history still says it is being made.
      await user.click(screen.getByRole('link', { name: 'Composer' }));
      await waitFor(() => expect(window.location.pathname).toBe('/app/composer'));
      expect(await within(history()).findByText(/Queued|Composing/, {}, slow)).toBeInTheDocument();
    } finally {
      music.release();
    }
    await waitFor(() => expect(within(history()).queryByText(/Queued|Composing/)).not.toBeInTheDocument(), slow);
  });

  it("keeps what was typed when the server refuses, and shows the engine's words when the job fails", async () => {
    const { user, network } = renderApp(null, { server, path: '/app/composer', user: await server.user() });
    await screen.findByRole('radio', { name: /Atelier composer \(offline\)/, checked: true }, slow);
    await user.type(screen.getByLabelText('Describe the music'), 'Kept.');
    network.failNext('/api/ai/compositions');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(await screen.findByText('Network error. Please try again later.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the music')).toHaveValue('Kept.');

    music.failWith = 'The music engine is not answering.';
    try {
      await user.click(screen.getByRole('button', { name: 'Compose' }));
      expect(await screen.findByText('The music engine is not answering.', {}, slow)).toBeInTheDocument();
      expect(await within(history()).findByText(/Failed/, {}, slow)).toBeInTheDocument();
    } finally {
      music.failWith = null;
    }
  });

  it('disables a model switched off, with why, and asks for a model when none can be chosen', async () => {
    await server.app.db.updateTable('models').set({ is_enabled: false }).where('key', '=', 'composer-offline').execute();
    try {
      const { user } = renderApp(null, { server, path: '/app/composer', user: await server.user() });
      const offline = await screen.findByRole('radio', { name: /Atelier composer \(offline\)/ }, slow);
      expect(offline).toBeDisabled();
      expect(screen.getByText('Locked: Switched off on this server.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Describe the music'), 'Anything');
      await user.click(screen.getByRole('button', { name: 'Compose' }));
      expect(await screen.findByText(modelMissing)).toBeInTheDocument();
    } finally {
      await server.app.db.updateTable('models').set({ is_enabled: true }).where('key', '=', 'composer-offline').execute();
    }
  });
});
