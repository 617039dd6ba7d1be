import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notFoundScreen, screenFor } from '../../contract/pages';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The media tools' models in the catalogue: each type as a filter chip in words, a media model's
// card and detail with its type, and the detail's way into the tool that uses it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('media models in the catalogue', () => {
  it('offers every media type as a chip and shows only that type\'s models under it', async () => {
    const user = userEvent.setup();
    renderApp(null, { server, path: '/models', user: await server.user() });
    const types = await screen.findByRole('group', { name: 'Type' }, { timeout: 15_000 });
    for (const label of ['Chat', 'Image', 'Transcription', 'Video', 'Voice isolation', 'Speech', 'Classification', 'Music']) {
      expect(within(types).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(within(types).getByRole('radio', { name: 'Speech' }));
    expect(await screen.findByRole('article', { name: 'flite (offline voices)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'ElevenLabs Multilingual v2' })).toHaveTextContent('ElevenLabs');
    expect(screen.queryByRole('article', { name: 'Atelier offline assistant' })).toBeNull();
  });

  it('opens a speech model\'s detail with its type and the way into Voiceover', async () => {
    renderApp(null, { server, path: '/models?model=flite', user: await server.user() });
    const detail = await screen.findByRole('dialog', { name: 'flite (offline voices)' }, { timeout: 15_000 });
    expect(detail).toHaveTextContent('Atelier (offline) · Speech');
    if (screenFor('/app/voiceover') === notFoundScreen) {
      expect(detail).toHaveTextContent('Voiceover is not available yet');
    } else {
      expect(within(detail).getByRole('link', { name: 'Open in Voiceover' })).toHaveAttribute('href', '/app/voiceover?model=flite');
    }
  });
});
