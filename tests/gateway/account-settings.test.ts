// The account page's gateway against the real server: each operation reaches its route, a
// fresh token in an answer replaces the stored one, the API key list follows a key made and
// revoked, and a refusal by the server (an email change, a wrong password) says its words.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SignupMutation } from '../../src/gateway/signin/operations';
import {
  ChangeEmailMutation,
  EnableTwoFactorMutation,
  GenerateTwoFactorMutation,
  IpLocationQuery,
  SendClaimMutation,
  UndoTwoFactorMutation,
  UpdateProfileMutation,
} from '../../src/gateway/account-settings/operations';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from '../../src/gateway/api-keys/operations';
import { SendAccountFeedbackMutation } from '../../src/gateway/feedback/operations';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const PASSWORD = 'correct horse battery';

async function user() {
  const session = gateway.session();
  const email = `ada-${Math.random().toString(36).slice(2)}@example.com`;
  const signup = await session.client.mutation(SignupMutation, { email, password: PASSWORD, firstName: 'Ada' }).toPromise();
  expect(signup.error).toBeUndefined();
  return { ...session, email };
}

test('the profile saves, and the token its answer carries is the one stored', async () => {
  const { client, storage } = await user();
  const stored: string[] = [];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key: string, value: string) => (key === 'jwt' && stored.push(value), setItem(key, value));
  const saved = await client.mutation(UpdateProfileMutation, { firstName: 'Ada', lastName: 'Lovelace' }).toPromise();
  expect(saved.error).toBeUndefined();
  expect(saved.data!.updateProfile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', twoFactorEnabled: false });
  expect(stored).toHaveLength(1);
  expect(storage.getItem('jwt')).toBe(stored[0]);
});

test('an API key is listed by prefix after it is made, and gone once revoked, the list written from the answers and not asked again', async () => {
  const { client, requests } = await user();
  expect((await client.query(ApiKeysQuery, {}).toPromise()).data!.apiKeys).toEqual([]);
  requests.length = 0;
  const made = (await client.mutation(CreateApiKeyMutation, { name: 'CI', password: PASSWORD }).toPromise()).data!.createApiKey;
  expect(made.key.startsWith(made.prefix)).toBe(true);
  const listed = (await client.query(ApiKeysQuery, {}).toPromise()).data!.apiKeys;
  expect(listed.map((key) => [key.name, key.prefix])).toEqual([['CI', made.prefix]]);
  expect(JSON.stringify(listed)).not.toContain(made.key);
  await client.mutation(RevokeApiKeyMutation, { id: made.id }).toPromise();
  expect((await client.query(ApiKeysQuery, {}).toPromise()).data!.apiKeys).toEqual([]);
  expect(requests).toEqual(['POST /api/account/rest-api-keys', `DELETE /api/account/rest-api-keys/${made.id}`]);
});

test("2FA setup answers a QR code and its secret; an email change refused says the server's words", async () => {
  const { client, email } = await user();
  const setup = (await client.mutation(GenerateTwoFactorMutation, {}).toPromise()).data!.generateTwoFactor;
  expect(setup).toMatchObject({ method: 'totp', status: 'pending', qrCode: expect.stringMatching(/^data:image\/png/), secret: expect.stringMatching(/^[A-Z2-7]+=*$/) });
  const refused = await client.mutation(ChangeEmailMutation, { email: 'someone-else@example.com', password: 'wrong password' }).toPromise();
  expect(refused.error?.graphQLErrors[0]?.message).toBeTruthy();
  expect(refused.error?.graphQLErrors[0]?.message).not.toBe('An error occurred while changing email.');
  expect(email).toContain('@');
});

test("turning 2FA on, making an API key and the undo link carry the password; refusals say the server's words", async () => {
  const { client } = await user();
  await client.mutation(GenerateTwoFactorMutation, {}).toPromise();
  const wrong = await client.mutation(EnableTwoFactorMutation, { code: '123456', password: 'not the password' }).toPromise();
  expect(wrong.error?.graphQLErrors[0]?.message).toBe('Your password is not correct.');
  const keyless = await client.mutation(CreateApiKeyMutation, { name: 'CI', password: null }).toPromise();
  expect(keyless.error?.graphQLErrors[0]?.message).toBe('Please enter your current password.');
  const unknown = await gateway.session().client.mutation(UndoTwoFactorMutation, { token: 'made-up', password: PASSWORD }).toPromise();
  expect(unknown.error?.graphQLErrors[0]?.message).toBe('This link is invalid, was used already or has expired.');
});

test('the session location, a claim and feedback reach the server', async () => {
  const { client } = await user();
  const where = (await client.query(IpLocationQuery, {}).toPromise()).data!.ipLocation;
  expect(where?.ip).toBeTruthy();
  expect((await client.mutation(SendClaimMutation, { subject: 'Copyright', message: 'This image is mine.' }).toPromise()).data!.sendClaim).toBe(true);
  expect((await client.mutation(SendAccountFeedbackMutation, { message: 'Lovely.' }).toPromise()).data!.sendAccountFeedback).toBe(true);
});
