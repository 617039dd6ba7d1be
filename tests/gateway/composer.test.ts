import { afterAll, beforeAll, expect, test } from 'vitest';
import { CompositionQuery, CompositionsQuery, CreateCompositionsMutation, DeleteCompositionMutation, RenameCompositionMutation } from '../../src/gateway/composer/operations';
import { compositionPromptMissing } from '../../contract/composer';
import { fakeMusic } from '../server/helpers/composer';
import { startGateway } from './helpers/gateway';

// The Composer through the gateway against the real server (the real job runner, a fake music
// engine): compositions made (a list), one read until its job is done with its MP3 and WAV links,
// listed, renamed, deleted; and the server's refusal as an error with its words and status.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway(undefined, { app: { musicEngines: fakeMusic() } });
});
afterAll(() => gateway?.close());

const request = { prompt: 'A bright march', tags: ['brass', 'happy'], instrumental: true, model: 'composer-offline', duration: 15 };

test('a composition is made, read until done, listed, renamed and deleted', async () => {
  const { client, requests } = await gateway.guestSession();
  const made = await client.mutation(CreateCompositionsMutation, request).toPromise();
  expect(made.error).toBeUndefined();
  expect(made.data!.createCompositions).toHaveLength(1);
  const { id } = made.data!.createCompositions[0]!;
  expect(made.data!.createCompositions[0]).toMatchObject({ state: 0, prompt: 'A bright march', tags: ['brass', 'happy'], instrumental: true, duration: 15, outputFile: null });
  expect(requests).toEqual(['POST /api/ai/compositions']);

  const until = Date.now() + 20_000;
  let done;
  for (;;) {
    done = (await client.query(CompositionQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data?.composition;
    if (done && done.state >= 3) break;
    if (Date.now() > until) throw new Error(`The composition did not finish: ${JSON.stringify(done)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(done).toMatchObject({ state: 3, outputFile: { contentType: 'audio/mpeg', url: expect.stringMatching(/^\/api\/files\//) }, wavFile: { contentType: 'audio/wav' } });

  const listed = await client.query(CompositionsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  expect(listed.data!.compositions).toMatchObject({ hasMore: false, items: [{ id, title: 'A bright march' }] });
  const renamed = await client.mutation(RenameCompositionMutation, { id, title: 'March' }).toPromise();
  expect(renamed.data!.renameComposition.title).toBe('March');
  const deleted = await client.mutation(DeleteCompositionMutation, { id }).toPromise();
  expect(deleted.data!.deleteComposition).toBe(id);
  expect((await client.query(CompositionQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data!.composition).toBeNull();
});

test("a blank prompt is refused with the server's words and status", async () => {
  const { client } = await gateway.guestSession();
  const result = await client.mutation(CreateCompositionsMutation, { ...request, prompt: '  ' }).toPromise();
  expect(result.data).toBeFalsy();
  expect(result.error?.graphQLErrors[0]!.message).toBe(compositionPromptMissing);
  expect(result.error?.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
});
