import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { LogoutMutation, MeQuery } from '../../src/gateway/account/operations';
import { LoginMutation, SignupGuestMutation, SignupMutation } from '../../src/gateway/signin/operations';
import { ModelsQuery } from '../../src/gateway/catalogue/operations';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

describe('signup, me, login, logout', () => {
  test('guest signup solves the real captcha, stores the jwt and makes me() the guest', async () => {
    const { client, rest, storage, requests } = gateway.session();
    const signup = await client.mutation(SignupGuestMutation, { firstName: 'Grace' }).toPromise();
    expect(signup.error).toBeUndefined();
    expect(requests).toEqual(['GET /api/auth/captcha', 'POST /api/auth/signup']);
    const payload = signup.data!.signupGuest;
    expect(payload).toMatchObject({ isAdmin: false, user: { firstName: 'Grace', lastName: 'Guest', isGuest: true } });
    expect(storage.getItem('jwt')).toBe(payload.jwt);
    expect(rest.claims()).toMatchObject({ sub: payload.user.id, gst: true, adm: false });

    const me = await client.query(MeQuery, {}).toPromise();
    expect(me.data!.me).toMatchObject({ id: payload.user.id, isGuest: true, workspace: { credits: expect.any(Number) } });
  });

  test('the watched me becomes the new user from the signup answer itself, without reading /account again', async () => {
    // The top bar watches me: it must show the account when the guest modal closes, not later.
    const { client, requests } = gateway.session();
    const seen: Array<string | null> = [];
    const watching = pipe(
      client.query(MeQuery, {}),
      subscribe((result) => result.data && seen.push(result.data.me?.id ?? null)),
    );
    await vi.waitFor(() => expect(seen).toEqual([null]), { timeout: 20_000 });
    const signup = await client.mutation(SignupGuestMutation, { firstName: 'Grace' }).toPromise();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(signup.data!.signupGuest.user.id), { timeout: 20_000 });
    expect(requests).toEqual(['GET /api/auth/captcha', 'POST /api/auth/signup']);
    watching.unsubscribe();
  });

  test('me is null without a token, and a token the server rejects is forgotten', async () => {
    const { client, rest } = gateway.session();
    expect((await client.query(MeQuery, {}).toPromise()).data!.me).toBeNull();

    rest.setToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad-signature');
    const me = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(me.error).toBeUndefined();
    expect(me.data!.me).toBeNull();
    expect(rest.token()).toBeNull();
  });

  test("a suspended account's token is forgotten too, and logging in again says why", async () => {
    const { client, rest } = gateway.session();
    const email = `suspended-${Date.now()}@example.com`;
    const signup = await client.mutation(SignupMutation, { email, password: 'correct horse battery', firstName: 'Sue' }).toPromise();
    expect(signup.error).toBeUndefined();
    await gateway.app.db.updateTable('users').set({ suspended_at: new Date() }).where('email', '=', email).execute();
    gateway.app.services.account.tokens.forget(signup.data!.signup.user.id);
    const me = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(me.error).toBeUndefined();
    expect(me.data!.me).toBeNull();
    expect(rest.token()).toBeNull();
    const login = await client.mutation(LoginMutation, { email, password: 'correct horse battery' }).toPromise();
    expect(login.error?.graphQLErrors[0]).toMatchObject({ message: 'This account is suspended. Contact support.', extensions: { status: 403 } });
  });

  test("server errors reach the UI as GraphQL errors with the server's message", async () => {
    const { client } = gateway.session();
    const login = await client.mutation(LoginMutation, { email: 'nobody@example.com', password: 'wrong password' }).toPromise();
    expect(login.error?.graphQLErrors[0]).toMatchObject({ message: 'Invalid email or password.', extensions: { status: 401 } });
    const badSignup = await client.mutation(SignupMutation, { email: 'not-an-email', password: 'long enough password' }).toPromise();
    expect(badSignup.error?.graphQLErrors[0].message).toBeTruthy();
  });

  test('user signup, logout and login again; logout invalidates me', async () => {
    const { client, storage } = gateway.session();
    const email = `ada-${Date.now()}@example.com`;
    const signup = await client.mutation(SignupMutation, { email, password: 'correct horse battery', firstName: 'Ada' }).toPromise();
    expect(signup.data!.signup.user).toMatchObject({ email, isGuest: false });
    expect((await client.query(MeQuery, {}).toPromise()).data!.me?.email).toBe(email);

    await client.mutation(LogoutMutation, {}).toPromise();
    expect(storage.getItem('jwt')).toBeNull();
    // cache-first: after logout the cached me must not be served.
    expect((await client.query(MeQuery, {}).toPromise()).data!.me).toBeNull();

    const login = await client.mutation(LoginMutation, { email, password: 'correct horse battery' }).toPromise();
    expect(storage.getItem('jwt')).toBe(login.data!.login.auth!.jwt);
    expect((await client.query(MeQuery, {}).toPromise()).data!.me?.email).toBe(email);
  });
});

test('models come from the catalogue, keyed by key', async () => {
  const { client } = await gateway.guestSession();
  const models = (await client.query(ModelsQuery, { type: 'llm' }).toPromise()).data!.models;
  expect(models.length).toBeGreaterThan(0);
  expect(models.find((model) => model.key === 'local-assistant')).toMatchObject({ isLocal: true, isAvailable: true, type: 'llm' });
});
