import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, testPassword } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { signUpAdmin } from './helpers/admin';
import { ownedFixtures, plausibleBody, sharedKinds } from './helpers/ownership';

// Generated from the app's own route table: every route with a URL parameter must say which
// kind of object it names (`config: { owns }`), and a user of another workspace must get 404
// and leave the object exactly as it was. Routes added later are covered automatically.

const app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Reply'])).engines });
afterAll(async () => {
  await app.close();
});

const routesWithParams = app.routeTable.filter((route) => route.url.startsWith('/api/') && route.url.includes(':'));

describe('authorisation matrix', () => {
  it('finds the routes to check', () => {
    expect(routesWithParams.length).toBeGreaterThan(0);
    // The dashboard's usage chart reads a workspace named in the URL: only its members may.
    expect(routesWithParams).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/workspaces/:id/datasets/usage', owns: 'workspace' }));
    // Stored media files: public, for their signed links, and still their workspace's only.
    expect(routesWithParams).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/files/:id', owns: 'file', public: true }));
  });

  it('knows the kind of object behind every route with a parameter, and has a fixture for it', () => {
    const missing = routesWithParams
      .filter((route) => !route.owns || (!ownedFixtures[route.owns] && !sharedKinds.has(route.owns)))
      .map((route) => `${route.method} ${route.url} (owns: ${route.owns ?? 'not declared'})`);
    expect(missing, 'declare config.owns on the route and add a fixture in tests/server/helpers/ownership.ts').toEqual([]);
  });

  for (const route of routesWithParams.filter((r) => r.owns && ownedFixtures[r.owns])) {
    it(`${route.method} ${route.url} answers 404 to another workspace and changes nothing`, async () => {
      const owner = await signUpUser(app);
      const intruder = await signUpGuest(app, 'Intruder');
      const fixture = await ownedFixtures[route.owns!]!(app, owner);
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
        const value = fixture.params[name];
        if (!value) throw new Error(`The ${route.owns} fixture has no value for :${name}`);
        return encodeURIComponent(value);
      });
      const before = await fixture.snapshot();
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(intruder),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: fixture.body ?? plausibleBody }),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(await fixture.snapshot()).toEqual(before);
    });
  }
});

// A stored file's route takes no bearer when it has its signed link (server/files/routes.ts): a
// visitor without either, a guest, and a link signed for another file all get the same 404.
describe('authorisation matrix: a stored file without its own workspace or its own link', () => {
  it('answers 404 and serves the owner', async () => {
    const owner = await signUpUser(app);
    const file = await ownedFixtures.file!(app, owner);
    const other = await ownedFixtures.file!(app, owner);
    const id = file.params.id!;
    const otherLink = new URL(app.services.files.view((await app.services.files.open(other.params.id!))!.file).url, 'http://x');
    for (const [who, url, headers] of [
      ['nobody', `/api/files/${id}`, {}],
      ['a guest', `/api/files/${id}`, bearer(await signUpGuest(app, 'Guest'))],
      ["another file's link", `/api/files/${id}${otherLink.search}`, {}],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found.' });
    }
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(owner) })).statusCode).toBe(200);
  });
});

// Routes of the caller's own affiliate account name no object: what they answer and change must be
// the caller's own. An intruder who tries the owner's payout id as a cursor finds nothing, and
// changing their own payout method leaves the owner's as it was.
describe('authorisation matrix: the affiliate program answers the caller\'s own data', () => {
  const affiliateRoutes = app.routeTable.filter((route) => route.url.startsWith('/api/account/affiliate'));

  it('lists the affiliate routes', () => {
    expect(affiliateRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/account/affiliate',
      'GET /api/account/affiliate/payouts',
      'POST /api/account/affiliate/payouts',
      'PUT /api/account/affiliate',
    ]);
  });

  it('never shows or changes another user\'s code, method or payouts', async () => {
    const owner = await signUpUser(app);
    const intruder = await signUpGuest(app, 'Intruder');
    const get = (session: typeof owner, url: string) => app.inject({ method: 'GET', url, headers: bearer(session) });
    await app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: bearer(owner), payload: { payout_method: { type: 'paypal', email: 'owner@example.com' } } });
    const ownerSummary = (await get(owner, '/api/account/affiliate')).json();
    // A payout of the owner's, inserted as an operator's test fixture would be.
    const affiliate = await app.db.selectFrom('affiliates').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    await app.db.insertInto('payouts').values({ id: 'owner-payout', affiliate_id: affiliate.id, amount: '60.00', status: 'rejected', method: JSON.stringify({ type: 'paypal' }) }).execute();

    const intruderSummary = (await get(intruder, '/api/account/affiliate')).json();
    expect(intruderSummary.code).not.toBe(ownerSummary.code);
    expect(intruderSummary.payout_method).toBeNull();
    expect((await get(intruder, '/api/account/affiliate/payouts')).json().data).toEqual([]);
    expect((await get(intruder, '/api/account/affiliate/payouts?starting_after=owner-payout')).json().data).toEqual([]);
    await app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: bearer(intruder), payload: { payout_method: { type: 'paypal', email: 'intruder@example.com' } } });
    expect((await app.inject({ method: 'POST', url: '/api/account/affiliate/payouts', headers: bearer(intruder), payload: {} })).statusCode).toBe(400);
    expect((await get(owner, '/api/account/affiliate')).json()).toEqual(ownerSummary);
    expect((await get(owner, '/api/account/affiliate/payouts')).json().data.map((p: { id: string }) => p.id)).toEqual(['owner-payout']);
  });
});

// The admin routes (server/admin) are an admin's only, as the database says: a user, a guest and a
// REST API key (even an admin's) get the 404 of a route that does not exist, a visitor who is not
// logged in is asked to log in, and nothing changes.
describe('authorisation matrix: the admin routes refuse everyone but an admin', () => {
  const adminRoutes = app.routeTable.filter((route) => route.url.startsWith('/api/admin/'));

  it('lists the admin routes', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/claims',
      'GET /api/admin/feedback',
      'GET /api/admin/feedback/:id/screenshot',
      'GET /api/admin/payouts',
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'GET /api/admin/workspaces',
      'GET /api/admin/workspaces/:id',
      'PATCH /api/admin/users/:id',
      'POST /api/admin/payouts/:id',
      'POST /api/admin/workspaces/:id/credits',
    ]);
  });

  it('refuses a user, a guest, an API key and a logged-out visitor, and changes nothing', async () => {
    const owner = await signUpUser(app);
    const admin = await signUpAdmin(app);
    const payout = await ownedFixtures.payout!(app, owner);
    const feedback = await ownedFixtures['site-feedback']!(app, owner);
    const user = await ownedFixtures['admin-user']!(app, owner);
    const workspace = await ownedFixtures['admin-workspace']!(app, owner);
    const snapshot = async () => ({ payout: await payout.snapshot(), feedback: await feedback.snapshot(), user: await user.snapshot(), workspace: await workspace.snapshot() });
    const before = await snapshot();
    const adminKey = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(admin), payload: { password: testPassword } })).json().key as string;
    const callers: [string, Record<string, string>, number][] = [
      ['a user', bearer(owner), 404],
      ['a guest', bearer(await signUpGuest(app, 'Guest')), 404],
      ["an admin's API key", { authorization: `Bearer ${adminKey}` }, 404],
      ['nobody', {}, 401],
    ];
    for (const route of adminRoutes) {
      const fixture = route.url.includes('payouts') ? payout : route.url.includes('users') ? user : route.url.includes('workspaces') ? workspace : feedback;
      const url = route.url.replace(':id', fixture.params.id!);
      // Bodies the admin's own call would pass with: what refuses the others is who they are.
      const payload = route.method === 'GET' ? undefined : { status: 'paid', suspended: true, amount: -1, reason: 'Intruder' };
      for (const [who, headers, status] of callers) {
        const response = await app.inject({ method: route.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${who}: ${route.method} ${url}`).toBe(status);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      // The same call from the admin gets through: what refused the others is who they are.
      expect((await app.inject({ method: 'GET', url: '/api/admin/claims', headers: bearer(admin) })).statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });
});
