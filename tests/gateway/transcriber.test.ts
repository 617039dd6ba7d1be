import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CreateTranscriptionMutation, DeleteTranscriptionMutation, RenameTranscriptionMutation, TranscriptionQuery, TranscriptionsQuery,
} from '../../src/gateway/transcriber/operations';
import { sampleWav } from '../server/helpers/voiceover';
import { startGateway } from './helpers/gateway';

// The Transcriber through the gateway against the real server: a WAV uploaded as multipart `file`
// with its model in one request, placed on top of the cached history without reading it again,
// read until its job ended, renamed in place and deleted out of the history; the server's refusal
// (a text file named .mp3) as an error with its words and status.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

type Client = Awaited<ReturnType<typeof gateway.guestSession>>['client'];

async function ended(client: Client, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const result = await client.query(TranscriptionQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
    const transcription = result.data?.transcription;
    if (transcription && transcription.state >= 3) return transcription;
    if (Date.now() > until) throw new Error(`The transcription did not end: ${JSON.stringify(result)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const history = async (client: Client) => (await client.query(TranscriptionsQuery, {}).toPromise()).data!.transcriptions.items.map((item) => item.title);

test('a file is uploaded with its model, put on top of the history from the cache, renamed in place and deleted out of it', async () => {
  const { client, requests } = await gateway.guestSession();
  expect(await history(client)).toEqual([]);
  const file = new File([new Uint8Array(await sampleWav())], 'Team call.wav', { type: 'audio/wav' });
  requests.length = 0;
  const created = await client.mutation(CreateTranscriptionMutation, { file, model: 'pocketsphinx' }).toPromise();
  expect(created.error).toBeUndefined();
  const transcription = created.data!.createTranscription;
  expect(transcription).toMatchObject({ title: 'Team call', model: 'pocketsphinx', content: null, inputFile: { contentType: 'audio/wav' } });
  expect(transcription.state).toBeLessThan(3);
  expect(requests).toEqual(['POST /api/ai/transcriptions']);
  // On top of the cached first page without another read.
  expect(await history(client)).toEqual(['Team call']);
  expect(requests).toHaveLength(1);

  // Whatever the engine made of it (done here with PocketSphinx, failed in words without it), the job ends.
  const settled = await ended(client, transcription.id);
  expect([3, 4]).toContain(settled.state);
  const audio = await fetch(new URL(settled.inputFile!.url, gateway.baseUrl));
  expect(audio.status).toBe(200);

  const renamed = await client.mutation(RenameTranscriptionMutation, { id: transcription.id, title: 'Standup' }).toPromise();
  expect(renamed.data!.renameTranscription.title).toBe('Standup');
  expect(await history(client)).toEqual(['Standup']);

  const deleted = await client.mutation(DeleteTranscriptionMutation, { id: transcription.id }).toPromise();
  expect(deleted.data!.deleteTranscription).toBe(transcription.id);
  expect(await history(client)).toEqual([]);
  const gone = await client.query(TranscriptionQuery, { id: transcription.id }, { requestPolicy: 'network-only' }).toPromise();
  expect(gone.data!.transcription).toBeNull();
});

test("a text file named .mp3 is refused with the server's words and status", async () => {
  const { client } = await gateway.guestSession();
  const file = new File(['Only words, no sound.\n'.repeat(50)], 'song.mp3', { type: 'audio/mpeg' });
  const refused = await client.mutation(CreateTranscriptionMutation, { file }).toPromise();
  expect(refused.data).toBeFalsy();
  expect(refused.error!.graphQLErrors[0]!.message).toBe('File must be in a supported audio/video format.');
  expect(refused.error!.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
});
