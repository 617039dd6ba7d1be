import { afterAll, beforeAll, expect, test } from 'vitest';
import { mediaUploadUnsupported } from '../../contract/media-upload';
import {
  DeleteIsolatedVoiceMutation, IsolatedVoiceQuery, IsolatedVoicesQuery, IsolateVoiceMutation, RenameIsolatedVoiceMutation,
} from '../../src/gateway/voice-isolator/operations';
import { fakeIsolation } from '../server/helpers/fake-isolation';
import { wav } from '../server/helpers/media';
import { startGateway } from './helpers/gateway';

// The voice isolator through the gateway against the real server (the real job runner, a
// stand-in engine): a recording uploaded as multipart in one request, read again until its job is
// done (both files' links with it), listed, renamed and deleted; and the server's refusal (not
// audio by its bytes) as an error with its words and status. Graphcache's placing of new and
// deleted items is held by the screen tests, which run the same client.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway(undefined, { app: { isolationEngines: fakeIsolation() } });
});
afterAll(() => gateway?.close());

test('an upload is cleaned, listed, renamed and deleted, each in one request', async () => {
  const { client, requests } = await gateway.guestSession();
  const file = new File([new Uint8Array(wav(1))], 'street interview.wav', { type: 'audio/wav' });
  const created = await client.mutation(IsolateVoiceMutation, { model: 'rnnoise', file }).toPromise();
  expect(created.error).toBeUndefined();
  expect(created.data!.isolateVoice).toMatchObject({ title: 'street interview', model: 'rnnoise', state: 0, outputFile: null, inputFile: { contentType: 'audio/wav', duration: 1 } });
  expect(requests).toEqual(['POST /api/ai/isolated-voices']);
  const id = created.data!.isolateVoice.id;

  let item = created.data!.isolateVoice;
  for (const until = Date.now() + 20_000; item.state < 3 && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    item = (await client.query(IsolatedVoiceQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data!.isolatedVoice!;
  }
  expect(item).toMatchObject({ state: 3, progress: 1, error: null, outputFile: { contentType: 'audio/wav', url: expect.stringMatching(/^\/api\/files\//) } });

  const list = await client.query(IsolatedVoicesQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  expect(list.data!.isolatedVoices).toMatchObject({ hasMore: false, items: [{ id, state: 3 }] });

  const renamed = await client.mutation(RenameIsolatedVoiceMutation, { id, title: 'Interview' }).toPromise();
  expect(renamed.data!.renameIsolatedVoice).toMatchObject({ id, title: 'Interview' });

  requests.length = 0;
  const deleted = await client.mutation(DeleteIsolatedVoiceMutation, { id }).toPromise();
  expect(deleted.data!.deleteIsolatedVoice).toBe(id);
  expect(requests).toEqual([`DELETE /api/library/isolated-voices/${id}`]);
  const gone = await client.query(IsolatedVoiceQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  expect(gone.data!.isolatedVoice).toBeNull();
});

test("a file that is not audio is refused with the server's words and status", async () => {
  const { client } = await gateway.guestSession();
  const file = new File(['just words'], 'notes.wav', { type: 'audio/wav' });
  const refused = await client.mutation(IsolateVoiceMutation, { model: 'rnnoise', file }).toPromise();
  expect(refused.data).toBeFalsy();
  expect(refused.error?.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
  expect(refused.error!.graphQLErrors[0]!.message).toBe(mediaUploadUnsupported);
});
