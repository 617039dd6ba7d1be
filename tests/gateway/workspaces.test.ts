// A workspace mutation's answer is the whole Workspace: fields other domains add to it
// (credits from the account, eligibility from billing) come with it, so graphcache's
// workspace stays whole.
import { gql } from '@urql/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MeQuery } from '../../src/gateway/account/operations';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const RenameWithBalance = gql`
  mutation RenameWithBalance($id: ID!, $name: String!) {
    renameWorkspace(id: $id, name: $name) { id name credits isEligibleForFreePlan }
  }
`;

test('after renaming, the answer and the cached workspace still show its credits and free-plan eligibility', async () => {
  const { client } = await gateway.guestSession();
  const before = (await client.query(MeQuery, {}).toPromise()).data!.me!.workspace;
  const renamed = await client.mutation(RenameWithBalance, { id: before.id, name: 'Renamed' }).toPromise();
  expect(renamed.error).toBeUndefined();
  expect(renamed.data.renameWorkspace).toMatchObject({ id: before.id, name: 'Renamed', credits: before.credits, isEligibleForFreePlan: expect.any(Boolean) });
  const cached = await client.query(MeQuery, {}, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.me!.workspace).toMatchObject({ id: before.id, name: 'Renamed', credits: before.credits });
});
