import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CloneVoiceMutation, CreateSpeechMutation, DeleteSpeechMutation, RenameSpeechMutation, SpeechesQuery, SpeechQuery, UpdateVoiceMutation, VoicesQuery, WorkspaceVoicesQuery,
} from '../../src/gateway/voiceover/operations';
import { MeQuery } from '../../src/gateway/account/operations';
import { allowClones } from './helpers/clone-cap';
import { startGateway } from './helpers/gateway';
import { sampleWav } from '../server/helpers/voiceover';

// Voiceover through the gateway against the real server (flite speaking, the real job runner):
// voices paged and searched, a speech made and read again until its job is done (the audio's
// link with it), renamed and deleted out of the history, a voice cloned from a WAV sample as a
// multipart upload and edited, the workspace's clones with their count; and the server's
// refusal (no consent) as an error with its words. Graphcache's placing of new and deleted items
// is held by the screen tests, which run the same client.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

async function settled(client: Awaited<ReturnType<typeof gateway.guestSession>>['client'], id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const result = await client.query(SpeechQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
    const speech = result.data?.speech;
    if (speech && speech.state >= 3) return speech;
    if (Date.now() > until) throw new Error(`The speech did not finish: ${JSON.stringify(result)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a speech is made with a voice, read until done, listed first, renamed and deleted', async () => {
  const { client, requests } = await gateway.guestSession();
  const voices = await client.query(VoicesQuery, {}).toPromise();
  expect(voices.error).toBeUndefined();
  const voice = voices.data!.voices.items[0]!;
  expect(voice).toMatchObject({ owner: 'system', clone: null });
  expect(requests).toEqual(['GET /api/voices?limit=25']);
  // A voice's id is no speech: null, which the screen takes as the voice to choose (SPEC §1).
  expect((await client.query(SpeechQuery, { id: voice.id }).toPromise()).data!.speech).toBeNull();

  const created = await client.mutation(CreateSpeechMutation, { voiceId: voice.id, prompt: '  Hello from the gateway.  ' }).toPromise();
  expect(created.error).toBeUndefined();
  const speech = created.data!.createSpeech;
  expect(speech).toMatchObject({ prompt: 'Hello from the gateway.', voice: { id: voice.id } });
  expect(speech.state).toBeLessThan(3);

  const done = await settled(client, speech.id);
  expect(done.state).toBe(3);
  expect(done.outputFile).toMatchObject({ contentType: 'audio/wav' });
  expect(done.outputFile!.size).toBeGreaterThan(1000);
  const audio = await fetch(new URL(done.outputFile!.url, gateway.baseUrl));
  expect(audio.status).toBe(200);

  const history = await client.query(SpeechesQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  expect(history.data!.speeches.items[0]!.id).toBe(speech.id);

  const renamed = await client.mutation(RenameSpeechMutation, { id: speech.id, title: 'Greeting' }).toPromise();
  expect(renamed.data!.renameSpeech.title).toBe('Greeting');

  const deleted = await client.mutation(DeleteSpeechMutation, { id: speech.id }).toPromise();
  expect(deleted.data!.deleteSpeech).toBe(speech.id);
  const gone = await client.query(SpeechQuery, { id: speech.id }, { requestPolicy: 'network-only' }).toPromise();
  expect(gone.data!.speech).toBeNull();
});

/** A guest session whose workspace may keep `cap` clones. */
async function cloningSession(cap = 3) {
  const tab = await gateway.guestSession();
  const me = await tab.client.query(MeQuery, {}).toPromise();
  await allowClones(gateway.app, me.data!.me!.workspace.id, cap);
  tab.requests.length = 0;
  return tab;
}

test('a voice is cloned from an uploaded WAV, listed on top, edited, and counted as the workspace\'s', async () => {
  const { client, requests } = await cloningSession();
  const sample = new File([new Uint8Array(await sampleWav())], 'sample.wav', { type: 'audio/wav' });
  const cloned = await client.mutation(CloneVoiceMutation, { name: 'Narrator', consent: true, sample, locale: 'en-US', gender: 'female' }).toPromise();
  expect(cloned.error).toBeUndefined();
  expect(cloned.data!.cloneVoice).toMatchObject({ name: 'Narrator', owner: 'workspace', locale: 'en-US', gender: 'female' });
  expect(['profile', 'hosted']).toContain(cloned.data!.cloneVoice.clone);
  expect(requests).toEqual(['POST /api/voices']);

  const voices = await client.query(VoicesQuery, { query: 'narr' }, { requestPolicy: 'network-only' }).toPromise();
  expect(voices.data!.voices.items.map((voice) => voice.id)).toEqual([cloned.data!.cloneVoice.id]);

  const edited = await client.mutation(UpdateVoiceMutation, { id: cloned.data!.cloneVoice.id, name: 'Narrator two', visibility: 1 }).toPromise();
  expect(edited.data!.updateVoice).toMatchObject({ name: 'Narrator two', visibility: 1 });

  const workspace = await client.query(WorkspaceVoicesQuery, { limit: 3 }, { requestPolicy: 'network-only' }).toPromise();
  expect(workspace.data!.voices.items.map((voice) => voice.name)).toEqual(['Narrator two']);
  expect(workspace.data!.voiceCount).toBe(1);
});

test('a clone without consent is refused with the server\'s words and status', async () => {
  const { client } = await cloningSession();
  const sample = new File([new Uint8Array(await sampleWav())], 'sample.wav', { type: 'audio/wav' });
  const refused = await client.mutation(CloneVoiceMutation, { name: 'No consent', consent: false, sample }).toPromise();
  expect(refused.data).toBeFalsy();
  expect(refused.error?.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
  expect(refused.error!.graphQLErrors[0]!.message).toBe('Please confirm you have the right to clone this voice.');
});
