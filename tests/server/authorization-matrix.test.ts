import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
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
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: plausibleBody }),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(await fixture.snapshot()).toEqual(before);
    });
  }
});
