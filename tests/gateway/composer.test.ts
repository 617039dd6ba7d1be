import { afterAll, beforeAll, expect, test } from 'vitest';
import { ComposerEchoMutation } from '../../src/gateway/composer/operations';
import { startGateway } from './helpers/gateway';

// The Composer tool through the gateway against the real server: the answer in GraphQL's names
// from one request, and the server's refusal as an error with its status.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('echo answers the text, its length and how many texts the user has echoed, in one request', async () => {
  const { client, requests } = await gateway.guestSession();
  const first = await client.mutation(ComposerEchoMutation, { text: 'héllo' }).toPromise();
  expect(first.error).toBeUndefined();
  expect(first.data!.composerEcho).toMatchObject({ text: 'héllo', characters: 5, echoes: 1 });
  expect(requests).toEqual(['POST /api/composer/echo']);
  const second = await client.mutation(ComposerEchoMutation, { text: 'again' }).toPromise();
  expect(second.data!.composerEcho).toMatchObject({ text: 'again', characters: 5, echoes: 2 });
});

test('an empty text is refused with the server\'s status', async () => {
  const { client } = await gateway.guestSession();
  const result = await client.mutation(ComposerEchoMutation, { text: '' }).toPromise();
  expect(result.data).toBeFalsy();
  expect(result.error?.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
});
