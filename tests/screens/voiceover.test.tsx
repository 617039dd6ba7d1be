import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { maxVoiceSampleBytes } from '../../contract/voiceover';
import { voiceCapRefusal } from '../../contract/billing-limits';
import { sampleProblemText } from '../../src/machines/voiceover/voiceCloneMachine';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import { allowClones } from '../gateway/helpers/clone-cap';
import { cloneVoice, sampleWav } from '../server/helpers/voiceover';
import { gate } from '../server/helpers/gate';
import { createSpeechEngines } from '../../server/engines/speech/index';

// Voiceover through the whole app against the real server (flite speaking, the real job runner):
// a speech made shows first in the history, selected (its address), and gets its player once the
// job is done; renamed in place; deleted after a confirmation with SPEC §8's toast, the address
// then naming its voice; a voice cloned from an uploaded file on top of the list with its toast;
// and the sample input's words for a file too large, a file that is no audio, a microphone
// refused and none there. Playing in a real browser is in the e2e suite.

let server: TestServer;
// flite speaking, held at a gate when a test needs a speech seen still being made.
const speaking = gate();
const flite = createSpeechEngines({});
beforeAll(async () => {
  server = await startTestServer({ speechEngines: { ...flite, speak: async (request) => (await speaking.pass(), flite.speak(request)) } });
});
afterAll(() => server?.close());

const slow = { timeout: 20_000 };
const aside = () => screen.getByRole('complementary', { name: 'Voices and history' });
const history = () => within(aside()).getByRole('list', { name: 'Speeches' });
const voiceList = () => within(aside()).getByRole('list', { name: 'Voices' });

describe('a speech', () => {
  it('is read again every 5 s in the history while it is still being made and not on show', async () => {
    const { user } = renderApp(null, { server, path: '/app/voiceover', user: await server.user() });
    await within(await screen.findByRole('list', { name: 'Voices' }, slow)).findAllByRole('button', { pressed: true }, slow);
    await user.type(screen.getByLabelText('Text to speak'), 'Wait for me in the history.');
    speaking.hold();
    try {
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/voiceover\/[\w-]+$/), slow);
      // Away from it: nothing on show, the history still says it is being made.
      await user.click(screen.getByRole('link', { name: 'Voiceover' }));
      await waitFor(() => expect(window.location.pathname).toBe('/app/voiceover'));
      expect(await within(history()).findByText(/Queued|Speaking/, {}, slow)).toBeInTheDocument();
    } finally {
      speaking.release();
    }
    await waitFor(() => expect(within(history()).queryByText(/Queued|Speaking/)).not.toBeInTheDocument(), slow);
  });

  it('is made, shown first and selected, plays when done, is renamed, and deleted to its voice\'s address', async () => {
    const { user } = renderApp(null, { server, path: '/app/voiceover', user: await server.user() });
    expect(await screen.findByText(/No speeches yet/, {}, slow)).toBeInTheDocument();
    // The first voice is chosen for a start.
    const firstVoice = (await within(await screen.findByRole('list', { name: 'Voices' }, slow)).findAllByRole('button', { pressed: true }))[0]!;
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Type what the voice should say.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Text to speak'), 'Hello from the voiceover screen.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/app\/voiceover\/[\w-]+$/), slow);
    const speechId = window.location.pathname.split('/').pop()!;
    const row = await within(history()).findByRole('link', { name: /Hello from the voiceover screen\./ }, slow);
    expect(row).toHaveAttribute('href', `/app/voiceover/${speechId}`);
    expect(row).toHaveAttribute('aria-current', 'page');
    // Read again every 5 s until the job is done: then the player.
    const play = await screen.findByRole('button', { name: 'Play Hello from the voiceover screen.' }, slow);
    const player = play.closest('[role="group"]') as HTMLElement;
    expect(within(player).getByRole('slider', { name: /Seek/ })).toBeInTheDocument();
    expect(within(player).getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
    expect(within(player).getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/\/api\/files\//);
    expect(player.querySelector('audio')!.getAttribute('src')).toBe(within(player).getByRole('link', { name: 'Download' }).getAttribute('href'));
    // The prompt stays for the next one.
    expect(screen.getByLabelText('Text to speak')).toHaveValue('Hello from the voiceover screen.');

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Greeting{Enter}');
    expect(await screen.findByRole('heading', { name: 'Greeting' }, slow)).toBeInTheDocument();
    expect(await within(history()).findByRole('link', { name: /Greeting/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete speech?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Speech has been deleted successfully.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).not.toBe(`/app/voiceover/${speechId}`));
    const voiceId = window.location.pathname.split('/').pop()!;
    expect(voiceId).not.toBe('voiceover');
    expect(await screen.findByText(/No speeches yet/, {}, slow)).toBeInTheDocument();
    // The address names the deleted speech's voice, still the one chosen.
    expect(within(voiceList()).getByRole('button', { pressed: true })).toHaveTextContent(firstVoice.textContent!.split(/en-|[a-z]{2}-/)[0]!.trim());
  });

  it('refuses an empty prompt in words and keeps what was typed when the server refuses', async () => {
    const { user, network } = renderApp(null, { server, path: '/app/voiceover', user: await server.user() });
    await within(await screen.findByRole('list', { name: 'Voices' }, slow)).findAllByRole('button', { pressed: true });
    await user.type(screen.getByLabelText('Text to speak'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Type what the voice should say.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Text to speak'), 'Kept.');
    network.failNext('/api/ai/speeches');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Network error. Please try again later.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Text to speak')).toHaveValue('   Kept.');
    expect(window.location.pathname).toBe('/app/voiceover');
  });
});

describe('the address', () => {
  it('?model= chooses that model\'s first voice (the catalogue\'s entry link)', async () => {
    const session = await server.user();
    const voices = (await server.app.inject({ method: 'GET', url: '/api/voices?limit=25', headers: { authorization: `Bearer ${session.jwt}` } })).json().data as { name: string; model: string; engine: string }[];
    const other = voices.find((voice) => voice.engine !== 'flite')!;
    renderApp(null, { server, path: `/app/voiceover?model=${encodeURIComponent(other.model)}`, user: session });
    const chosen = await within(await screen.findByRole('list', { name: 'Voices' }, slow)).findByRole('button', { pressed: true }, slow);
    expect(chosen).toHaveTextContent(voices.find((voice) => voice.model === other.model)!.name);
  });
});

describe('the voice clone modal', () => {
  const realMedia = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  afterEach(() => {
    if (realMedia) Object.defineProperty(navigator, 'mediaDevices', realMedia);
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });

  it('clones a voice from an uploaded file: on top of the list, chosen, the modal closed with its toast', async () => {
    const session = await server.user();
    await allowClones(server.app, session.user.workspace.id, 3);
    const { user } = renderApp(null, { server, path: '/app/voiceover', user: session });
    await within(await screen.findByRole('list', { name: 'Voices' }, slow)).findAllByRole('button', { pressed: true });
    await user.click(screen.getByRole('button', { name: 'Clone a voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone a voice' });
    expect(within(dialog).getByText(/Offline clones match the sample's pitch and pace/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('Record or upload a sample first.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Upload a sample'), new File([new Uint8Array(await sampleWav())], 'me.wav', { type: 'audio/wav' }));
    expect(await within(dialog).findByLabelText('Sample playback')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'My studio voice');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText(/consent box/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /consent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));

    expect(await screen.findByText('Voice has been cloned successfully.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Clone a voice' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(voiceList()).getAllByRole('button', { pressed: true })[0]).toHaveTextContent('My studio voice'), slow);
    const first = within(voiceList()).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(/My studio voice.*offline clone/);
    expect(first).toHaveTextContent('Private');

    // The voice edit modal: its name and who may use it.
    await user.click(within(first).getByRole('button', { name: 'Edit My studio voice' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit voice' });
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Team narrator');
    await user.click(within(edit).getByRole('switch', { name: 'Everyone in the workspace can use it' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved successfully!', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(voiceList()).getAllByRole('listitem')[0]).toHaveTextContent(/Team narrator.*Workspace/), slow);
  });

  it('says in words what is wrong with a sample: too large, not audio, the microphone refused or missing', async () => {
    const { user } = renderApp(null, { server, path: '/app/voiceover', user: await server.user() });
    await user.click(await screen.findByRole('button', { name: 'Clone a voice' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Clone a voice' });
    const upload = within(dialog).getByLabelText('Upload a sample');

    await user.upload(upload, new File([new Uint8Array(maxVoiceSampleBytes + 1)], 'long.wav', { type: 'audio/wav' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sampleProblemText({ code: 'file_size' }));
    // Past the picker's own filter (a drop, or "All files"): a file that is no audio or video.
    fireEvent.change(upload, { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sampleProblemText({ code: 'file_type' }));

    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sampleProblemText({ code: 'microphone_error', trouble: 'denied' }));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sampleProblemText({ code: 'microphone_error', trouble: 'missing' }));
    expect(sampleProblemText({ code: 'microphone_error', trouble: 'denied' })).not.toBe(sampleProblemText({ code: 'microphone_error', trouble: 'missing' }));
  });

  it('shows the server\'s refusal in the modal: one clone over the plan\'s cap', async () => {
    const session = await server.user();
    await allowClones(server.app, session.user.workspace.id, 0);
    const { user } = renderApp(null, { server, path: '/app/voiceover', user: session });
    await user.click(await screen.findByRole('button', { name: 'Clone a voice' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Clone a voice' });
    await user.upload(within(dialog).getByLabelText('Upload a sample'), new File([new Uint8Array(await sampleWav())], 'me.wav', { type: 'audio/wav' }));
    await user.type(within(dialog).getByLabelText('Name'), 'One too many');
    await user.click(within(dialog).getByRole('checkbox', { name: /consent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(/clone/i);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('One too many');
  });
});

describe('the workspace page\'s voices card', () => {
  it('shows the 3 newest clones with the count, read through voiceover\'s voices', async () => {
    const session = await server.user();
    await allowClones(server.app, session.user.workspace.id, 4);
    for (const name of ['First', 'Second', 'Third', 'Fourth']) await cloneVoice(server.app, session, name);
    renderApp(null, { server, path: '/workspace', user: session });
    const card = (await screen.findByRole('heading', { name: /Workspace voices/ }, slow)).closest('section') as HTMLElement;
    expect(await within(card).findByText('(4)', {}, slow)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.querySelector('strong')!.textContent)).toEqual(['Fourth', 'Third', 'Second']);
    // Four real offline clones first: each is measured and calibrated (4–6 s on a busy machine).
  }, 120_000);

  it('stops checkout to a plan that keeps fewer clones than the workspace has (voice_cap)', async () => {
    const session = await server.user();
    await allowClones(server.app, session.user.workspace.id, 3);
    for (const name of ['One', 'Two']) await cloneVoice(server.app, session, name);
    renderApp(null, { server, path: '/checkout/plan-pro-monthly', user: session });
    expect(await screen.findByText(voiceCapRefusal({ plan: 'Pro', voices: 2, cap: 1 }), {}, slow)).toBeInTheDocument();
  }, 60_000);

  it('points to cloning a voice in Voiceover when there is none', async () => {
    renderApp(null, { server, path: '/workspace', user: await server.user() });
    const link = await screen.findByRole('link', { name: 'Clone a voice in Voiceover' }, slow);
    expect(link).toHaveAttribute('href', '/app/voiceover');
  });
});
