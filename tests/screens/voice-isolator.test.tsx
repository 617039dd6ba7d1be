import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { maxMediaUploadBytes, mediaUploadTooLarge, mediaUploadUnsupported } from '../../contract/media-upload';
import { fileMissing } from '../../src/machines/media/uploadMachine';
import { balance } from '../server/helpers/billing';
import { fakeIsolation } from '../server/helpers/fake-isolation';
import { wav } from '../server/helpers/media';
import { addCredits } from '../server/helpers/voiceover';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The voice isolator through the whole app against the real server (the real job runner, a
// stand-in engine: tests/server/helpers/fake-isolation.ts): a recording chosen and cleaned shows
// first in the history, selected (its address), with its Before player at once and its After
// player once the job is done (read again every 5 s); renamed in place; deleted after a
// confirmation with its toast; an item not on show still settles in the history. A file too large or not audio is refused in the browser with the
// SPEC's words and nothing is sent; the server's refusal (no credits) shows under the form with
// Try again; a failed job shows the engine's words; a model not available here is disabled with
// why. Playing in a real browser is in the e2e suite.

const engine = fakeIsolation(1);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolationEngines: engine });
});
afterAll(() => server?.close());

const slow = { timeout: 20_000 };
const history = () => within(screen.getByRole('complementary', { name: 'History' })).getByRole('list', { name: 'Isolated voices' });
const recording = () => screen.getByLabelText('Recording', { selector: 'input' });
const noisy = () => new File([new Uint8Array(wav(1))], 'noisy street.wav', { type: 'audio/wav' });

describe('the voice isolator', () => {
  it('cleans an upload: shown first and selected, Before at once, After when done, renamed, and deleted', async () => {
    const { user } = renderApp(null, { server, path: '/app/voice-isolator', user: await server.user() });
    expect(await screen.findByText(/No isolated voices yet/, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Your cleaned recording will appear here')).toBeInTheDocument();
    // The model offered first is the available offline one.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('rnnoise'), slow);

    await user.upload(recording(), noisy());
    expect(screen.getByText('noisy street.wav')).toBeInTheDocument();
    engine.hold();
    try {
      await user.click(screen.getByRole('button', { name: 'Isolate voice' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/voice-isolator\/[\w-]+$/), slow);
      const id = window.location.pathname.split('/').pop()!;
      const row = await within(history()).findByRole('link', { name: /noisy street/ }, slow);
      expect(row).toHaveAttribute('href', `/app/voice-isolator/${id}`);
      expect(row).toHaveAttribute('aria-current', 'page');
      // The model by the name a user knows it by, not its key.
      expect(row).toHaveTextContent(/RNNoise \(offline\)/);
      expect(row).not.toHaveTextContent(/rnnoise/);
      expect(await screen.findByRole('button', { name: 'Play noisy street (before)' }, slow)).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('Model: RNNoise (offline)')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Preview' })).getByRole('status')).toHaveTextContent(/Queued|Cleaning/);
      // The form is ready for the next file.
      expect(screen.queryByText('noisy street.wav')).not.toBeInTheDocument();
    } finally {
      engine.release();
    }
    const after = await screen.findByRole('button', { name: 'Play noisy street (after)' }, slow);
    const player = after.closest('[role="group"]') as HTMLElement;
    expect(within(player).getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/\/api\/files\//);

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Interview{Enter}');
    expect(await screen.findByRole('heading', { name: 'Interview' }, slow)).toBeInTheDocument();
    expect(await within(history()).findByRole('link', { name: /Interview/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete isolated voice?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Isolated voice has been deleted successfully.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/app/voice-isolator'));
    expect(await screen.findByText(/No isolated voices yet/, {}, slow)).toBeInTheDocument();
  });

  it('reads the history again every 5 s while an item not on show is still being cleaned', async () => {
    const { user } = renderApp(null, { server, path: '/app/voice-isolator', user: await server.user() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('rnnoise'), slow);
    await user.upload(recording(), noisy());
    engine.hold();
    try {
      await user.click(screen.getByRole('button', { name: 'Isolate voice' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/voice-isolator\/[\w-]+$/), slow);
      // Away from it: nothing on show, the history still says it is in progress.
      await user.click(screen.getByRole('link', { name: 'Voice isolator' }));
      await waitFor(() => expect(window.location.pathname).toBe('/app/voice-isolator'));
      expect(await within(history()).findByText(/Queued|Cleaning/, {}, slow)).toBeInTheDocument();
    } finally {
      engine.release();
    }
    await waitFor(() => expect(within(history()).queryByText(/Queued|Cleaning/)).not.toBeInTheDocument(), slow);
    expect(within(history()).getByRole('link', { name: /noisy street/ })).toHaveTextContent('RNNoise (offline)');
  });

  it('refuses a file too large or not audio in the browser with the SPEC words, and sends nothing', async () => {
    const { user, network } = renderApp(null, { server, path: '/app/voice-isolator', user: await server.user() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('rnnoise'), slow);
    await user.click(screen.getByRole('button', { name: 'Isolate voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fileMissing);

    // A File reports the size of its parts; a 26 MB one stands in without 26 MB of bytes.
    const huge = Object.defineProperty(new File([new Uint8Array(8)], 'long.wav', { type: 'audio/wav' }), 'size', { value: maxMediaUploadBytes + 1 });
    await user.upload(recording(), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(mediaUploadTooLarge);
    // Past the picker's own filter (a drop, or "All files"): a file that is no audio or video.
    fireEvent.change(recording(), { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(mediaUploadUnsupported);
    await user.click(screen.getByRole('button', { name: 'Isolate voice' }));
    expect(screen.getByRole('alert')).toHaveTextContent(mediaUploadUnsupported);
    expect(network.sent().filter((request) => request.includes('isolated-voices') && request.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's refusal under the form with Try again, and a failed job in the engine's words", async () => {
    const session = await server.user();
    await addCredits(server.app, session, -(await balance(server.app, session)));
    const { user } = renderApp(null, { server, path: '/app/voice-isolator', user: session });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('rnnoise'), slow);
    await user.upload(recording(), noisy());
    await user.click(screen.getByRole('button', { name: 'Isolate voice' }));
    expect(await screen.findByText(/run out of credits/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
    // The file is kept for Try again.
    expect(screen.getByText('noisy street.wav')).toBeInTheDocument();

    await addCredits(server.app, session, 5);
    engine.failWith('The recording could not be decoded.');
    try {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/voice-isolator\/[\w-]+$/), slow);
      expect(await screen.findByText('The recording could not be decoded.', {}, slow)).toBeInTheDocument();
      expect(await within(history()).findByText(/Failed/)).toBeInTheDocument();
    } finally {
      engine.failWith(null);
    }
  });

  it('shows a model not available here disabled, with why; ?model= chooses an available one', async () => {
    renderApp(null, { server, path: '/app/voice-isolator?model=rnnoise', user: await server.user() });
    const model = await screen.findByRole('combobox', { name: 'Model' }, slow);
    await waitFor(() => expect(model).toHaveValue('rnnoise'), slow);
    const hosted = within(model).getByRole('option', { name: /ElevenLabs Voice Isolator \(unavailable: Needs .*\)/ });
    expect(hosted).toBeDisabled();
  });

  it('says so when the address names no isolated voice', async () => {
    renderApp(null, { server, path: '/app/voice-isolator/does-not-exist', user: await server.user() });
    expect(await screen.findByText('This isolated voice does not exist', {}, slow)).toBeInTheDocument();
  });
});
