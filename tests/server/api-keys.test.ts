// REST API keys: made in the workspace the user acts in, answered in full once, stored hashed,
// listed by prefix, usable as `Authorization: Bearer atl_…` on the REST API, and revoked at once
// (the authenticator remembers a checked key like a login token, so revoking forgets it).
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session, testPassword } from './helpers/app';

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const create = (session: Session, payload: object = {}) =>
  app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(session), payload: { password: testPassword, ...payload } });
const list = (session: Session) => app.inject({ method: 'GET', url: '/api/account/rest-api-keys', headers: bearer(session) });
const revoke = (session: Session, id: string) => app.inject({ method: 'DELETE', url: `/api/account/rest-api-keys/${id}`, headers: bearer(session) });
const withKey = (key: string, url = '/api/library/conversations') => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });

describe('REST API keys', () => {
  it('answers the key once, keeps only its hash and lists it by prefix', async () => {
    const session = await signUpUser(app);
    const created = await create(session, { name: 'My script' });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toEqual({ id: expect.any(String), name: 'My script', prefix: body.key.slice(0, 12), key: expect.stringMatching(/^atl_[A-Za-z0-9_-]{43}$/), created_at: expect.any(String), last_used_at: null });

    const row = await app.db.selectFrom('api_keys').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.key);
    expect(row.workspace_id).toBe(session.user.workspace.id);

    const listed = (await list(session)).json();
    expect(listed).toEqual({ object: 'list', data: [{ id: body.id, name: 'My script', prefix: body.prefix, created_at: body.created_at, last_used_at: null }] });
    expect(JSON.stringify(listed)).not.toContain(body.key);
  });

  it('makes a key without a name, and for an account without a password (a guest) without a body', async () => {
    const session = await signUpUser(app);
    const created = await create(session);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe('');
    const guest = await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(await signUpGuest(app)) });
    expect(guest.statusCode, guest.body).toBe(201);
  });

  it('acts for its user in its workspace on the REST API, and records when it was last used', async () => {
    const session = await signUpUser(app);
    const { key, id } = (await create(session)).json();
    const account = await withKey(key, '/api/account');
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().id).toBe(session.user.id);
    expect(account.json().workspace.id).toBe(session.user.workspace.id);
    const [row] = (await list(session)).json().data;
    expect(row.id).toBe(id);
    expect(row.last_used_at).toEqual(expect.any(String));
  });

  it('refuses an unknown key with 401', async () => {
    const refused = await withKey('atl_' + 'x'.repeat(43));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'This API key is not valid or was revoked.' });
  });

  it('stops working at once when revoked, though it was checked a moment ago', async () => {
    const session = await signUpUser(app);
    const { key, id } = (await create(session)).json();
    expect((await withKey(key)).statusCode).toBe(200);
    const revoked = await revoke(session, id);
    expect(revoked.statusCode).toBe(204);
    expect((await withKey(key)).statusCode).toBe(401);
    expect((await list(session)).json().data).toEqual([]);
    expect((await revoke(session, id)).statusCode).toBe(404);
  });

  it('stops working once its user is no longer a member of its workspace', async () => {
    const session = await signUpUser(app);
    const { key } = (await create(session)).json();
    await app.db.deleteFrom('workspace_members').where('user_id', '=', session.user.id).execute();
    app.services.account.tokens.forget(session.user.id, session.user.workspace.id);
    expect((await withKey(key)).statusCode).toBe(401);
  });

  it("never lists nor revokes another user's key (404), and leaves it working", async () => {
    const owner = await signUpUser(app);
    const { key, id } = (await create(owner)).json();
    for (const intruder of [await signUpUser(app), await signUpGuest(app)]) {
      expect((await list(intruder)).json().data).toEqual([]);
      const refused = await revoke(intruder, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'This API key does not exist or was revoked.' });
    }
    expect((await withKey(key)).statusCode).toBe(200);
  });

  it('makes and revokes keys only from a login, never with a key (a leaked key cannot outlive its revocation)', async () => {
    const session = await signUpUser(app);
    const { key, id } = (await create(session)).json();
    const headers = { authorization: `Bearer ${key}` };
    for (const response of [
      await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers, payload: {} }),
      await app.inject({ method: 'DELETE', url: `/api/account/rest-api-keys/${id}`, headers }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'API keys are made and revoked when logged in, not with an API key.' });
    }
    // Nor does a key become a login session (a route that answers a new token refuses it).
    const switched = await app.inject({ method: 'POST', url: '/api/account/workspace', headers, payload: { id: session.user.workspace.id } });
    expect(switched.statusCode).toBe(403);
    expect(switched.json()).toEqual({ message: 'An API key cannot open a login session: log in instead.' });
    // Listing is harmless: prefixes only.
    expect((await app.inject({ method: 'GET', url: '/api/account/rest-api-keys', headers })).json().data).toHaveLength(1);
  });

  it('refuses a name that is too long, and a 51st key', async () => {
    const session = await signUpUser(app);
    expect((await create(session, { name: 'x'.repeat(101) })).statusCode).toBe(400);
    await app.db
      .insertInto('api_keys')
      .values(Array.from({ length: 50 }, (_, index) => ({ id: `filler-${session.user.id}-${index}`, user_id: session.user.id, workspace_id: session.user.workspace.id, key_hash: `${session.user.id}-${index}`, prefix: 'atl_filler' })))
      .execute();
    const refused = await create(session);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You can have at most 50 API keys in a workspace. Revoke one first.');
  });

  it('is refused before anything changes on what changes the account, its workspace or its money (making keys has its own refusal, above)', async () => {
    const session = await signUpUser(app, { first_name: 'Ada' });
    const { key } = (await create(session)).json();
    const workspaceId = session.user.workspace.id;
    const address = { name: 'Ada Lovelace', postal_code: '10115', country: 'DE' };
    const attempts: [string, string, object?][] = [
      ['POST', '/api/account', { first_name: 'Mallory' }],
      ['POST', '/api/account/password', { current_password: 'x', password: 'a-new-password-1' }],
      ['POST', '/api/account/email', { email: 'mallory@example.com', password: 'x' }],
      ['POST', '/api/account/generate-2fa', {}],
      ['POST', '/api/account/verification'],
      ['POST', '/api/billing/checkout', { gateway: 'sandbox', id: 'pack-small', address, idempotency_key: 'key-attempt-1' }],
      ['DELETE', '/api/billing/subscription'],
      ['POST', `/api/workspaces/${workspaceId}`, { address }],
    ];
    for (const [method, url, payload] of attempts) {
      const refused = await app.inject({ method: method as 'POST', url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action needs you to be logged in: a REST API key cannot do it.' });
    }
    const account = (await withKey(key, '/api/account')).json();
    expect(account.first_name).toBe('Ada');
    expect(await app.db.selectFrom('orders').select('id').where('workspace_id', '=', workspaceId).execute()).toEqual([]);
  });
});
