import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mediaUploadTooLarge } from '../../contract/media-upload';
import { HttpError } from '../../server/lib/errors';
import { wav } from '../server/helpers/media';
import { fakeTranscription, sampleWav } from '../server/helpers/transcriber';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The Transcriber through the whole app against the real server (a fake engine, the real job
// runner): the first available model chosen (one not available here disabled with why), a file too
// large refused in the browser in the SPEC's words, a WAV uploaded and selected at its address,
// read again every 5 s until its segments and text show with the player and the exports; renamed in
// place, deleted after a confirmation; a text file named .mp3 refused in the server's words with Try
// again; a job the engine failed shown failed in its words; `?model=` choosing the model; the preview's load failure with Retry. Playing, seeking
// from a segment and the downloads are in the e2e suite (a real browser).

// The fake engine hears the spoken sample; a plain tone (a second of it, the test's) makes it fail in words.
const engineFailure = 'The transcription engine is not answering.';
const heard = fakeTranscription();
const engine = fakeTranscription((request) => (request.data.equals(wav(1)) ? Promise.reject(new HttpError(502, engineFailure)) : heard.transcribe(request)));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ transcriptionEngines: engine });
});
afterAll(() => server?.close());

const slow = { timeout: 20_000 };
const history = () => within(screen.getByRole('complementary', { name: 'History' })).getByRole('list', { name: 'Transcriptions' });
const fileInput = () => screen.getByLabelText('Audio or video file', { selector: 'input' }) as HTMLInputElement;

describe('the Transcriber', () => {
  it('transcribes an uploaded file: refused too large in the browser, then shown at its address with segments, renamed and deleted', async () => {
    const { user } = renderApp(null, { server, path: '/app/transcriber', user: await server.user() });
    expect(await screen.findByText(/No transcriptions yet/, {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /PocketSphinx/ }, slow)).toBeChecked();
    // Without an OpenAI key Whisper cannot run here: disabled, saying why.
    expect(screen.getByRole('radio', { name: /Whisper/ })).toBeDisabled();
    expect(screen.getByText(/Needs an OpenAI API key on this server/)).toBeInTheDocument();

    await user.upload(fileInput(), new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'long.wav', { type: 'audio/wav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mediaUploadTooLarge);
    await user.upload(fileInput(), new File([new Uint8Array(await sampleWav())], 'Team call.wav', { type: 'audio/wav' }));
    expect(screen.queryByText(mediaUploadTooLarge)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/transcriber\/[\w-]+$/), slow);
    const id = window.location.pathname.split('/').pop()!;
    const row = await within(history()).findByRole('link', { name: /Team call/ }, slow);
    expect(row).toHaveAttribute('href', `/app/transcriber/${id}`);
    expect(row).toHaveAttribute('aria-current', 'page');
    // Read again every 5 s until the job is done: then its segments, text and exports, under the player.
    const segments = await screen.findByRole('list', { name: 'Segments' }, slow);
    expect(within(segments).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^0:00–0:0\dMy voice is clear and calm,$/),
      expect.stringMatching(/and I speak at an even pace$/),
      expect.stringMatching(/today\.$/),
    ]);
    expect(screen.getByText('My voice is clear and calm, and I speak at an even pace today.')).toBeInTheDocument();
    const player = screen.getByRole('group', { name: 'Player: Team call' });
    expect(within(player).getByRole('button', { name: 'Play Team call' })).toBeInTheDocument();
    // The upload downloads under its title with the extension of its type (read by the server from its bytes).
    expect(within(player).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Team call.wav');
    for (const name of ['Download VTT', 'Download SRT', 'Download text']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(within(history()).getByRole('link', { name: /Team call/ })).toHaveTextContent(/My voice is clear/);

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Standup{Enter}');
    expect(await screen.findByRole('heading', { name: 'Standup' }, slow)).toBeInTheDocument();
    expect(await within(history()).findByRole('link', { name: /Standup/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete transcription?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transcription has been deleted successfully.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/app/transcriber'));
    expect(await screen.findByText(/No transcriptions yet/, {}, slow)).toBeInTheDocument();
  }, 60_000);

  it("shows a job that failed in the engine's words, in the preview and the history", async () => {
    const { user } = renderApp(null, { server, path: '/app/transcriber', user: await server.user() });
    await screen.findByRole('radio', { name: /PocketSphinx/, checked: true }, slow);
    await user.upload(fileInput(), new File([new Uint8Array(wav(1))], 'Tone.wav', { type: 'audio/wav' }));
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    expect(await screen.findByText(engineFailure, {}, slow)).toBeInTheDocument();
    expect(within(history()).getByRole('link', { name: /Tone/ })).toHaveTextContent('Failed');
    expect(screen.queryByRole('list', { name: 'Segments' })).toBeNull();
  }, 30_000);

  it("shows the server's words for a text file named .mp3, with Try again", async () => {
    const { user } = renderApp(null, { server, path: '/app/transcriber', user: await server.user() });
    await screen.findByRole('radio', { name: /PocketSphinx/, checked: true }, slow);
    await user.upload(fileInput(), new File(['Only words, no sound.\n'.repeat(50)], 'song.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    expect(await screen.findByText('File must be in a supported audio/video format.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/transcriber');
  });

  it('chooses the model of the catalogue link when it can run here, and says when a transcription cannot be loaded', async () => {
    const { user, network } = renderApp(null, { server, path: '/app/transcriber?model=pocketsphinx', user: await server.user() });
    expect(await screen.findByRole('radio', { name: /PocketSphinx/ }, slow)).toBeChecked();
    network.failNext('/api/library/transcriptions/missing-one');
    window.history.pushState(null, '', '/app/transcriber/missing-one');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(/could not be loaded/i, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This transcription does not exist', {}, slow)).toBeInTheDocument();
  });
});
