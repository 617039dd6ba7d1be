// A login token that passed the check is trusted for AUTH_CACHE_SECONDS without asking the
// database again (server/account/tokens.ts). What takes access away is seen at once by the
// process that calls `forget` after its write, as a member removal, an account deletion or a
// server-side logout will; by other processes through the bus (revocation-processes.test.ts),
// or once the bound has passed should they not hear it. Through the real routes
// and database, with the token service's clock driven by the tests.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRepository } from '../../server/account/repository';
import { createTokenService } from '../../server/account/tokens';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';

let app: FastifyInstance;
let clock = Date.now();
beforeAll(async () => {
  app = await buildTestApp();
  // The authentication hook calls `authenticate` on this object: the same service, with our clock.
  Object.assign(app.services.account.tokens, createTokenService(accountRepository(app.db), app.config, { now: () => clock }));
});
afterAll(async () => {
  await app.close();
});

const history = (session: Session) => app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(session) });
const loggedOut = { message: 'Your session has expired. Please log in again.' };
// A valid session whose membership ended: the browser exchanges it for one in another workspace.
const membershipEnded = { message: 'You are no longer a member of this workspace.', code: 'membership_ended' };
const removeMembership = (session: Session) =>
  app.db.deleteFrom('workspace_members').where('user_id', '=', session.user.id).where('workspace_id', '=', session.user.workspace.id).execute();

describe('checked tokens', () => {
  it('refuses a member removed from the workspace at once when the removal forgets their tokens', async () => {
    const session = await signUpUser(app);
    expect((await history(session)).statusCode).toBe(200);
    await removeMembership(session);
    app.services.account.tokens.forget(session.user.id, session.user.workspace.id);
    const refused = await history(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(membershipEnded);
  });

  it('refuses a deleted account at once when the deletion forgets its tokens', async () => {
    const session = await signUpUser(app);
    expect((await history(session)).statusCode).toBe(200);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('workspaces').where('owner_id', '=', session.user.id).execute();
      await trx.deleteFrom('users').where('id', '=', session.user.id).execute();
    });
    app.services.account.tokens.forget(session.user.id);
    expect((await history(session)).json()).toEqual(loggedOut);
  });

  it('asks the database again once AUTH_CACHE_SECONDS have passed, so a removal made elsewhere takes effect by then', async () => {
    expect(app.config.authCacheSeconds).toBe(10);
    const session = await signUpUser(app);
    expect((await history(session)).statusCode).toBe(200);
    await removeMembership(session); // by another process: nothing here is told
    clock += app.config.authCacheSeconds * 1000;
    expect((await history(session)).statusCode).toBe(401);
  });

  it('forgets only the user (and workspace) it is told about', async () => {
    const [kept, removed] = [await signUpUser(app), await signUpUser(app)];
    for (const session of [kept, removed]) expect((await history(session)).statusCode).toBe(200);
    app.services.account.tokens.forget(removed.user.id, kept.user.workspace.id);
    app.services.account.tokens.forget(kept.user.id, removed.user.workspace.id);
    await removeMembership(removed);
    app.services.account.tokens.forget(removed.user.id, removed.user.workspace.id);
    expect((await history(kept)).statusCode).toBe(200);
    expect((await history(removed)).statusCode).toBe(401);
  });

  it('does not remember a check that was under way when something was revoked: it may have read the database before', async () => {
    const session = await signUpUser(app);
    const tokens = app.services.account.tokens;
    const checking = tokens.authenticate(session.jwt);
    tokens.forget(session.user.id, session.user.workspace.id); // as a revocation heard from another process would
    await checking;
    expect(tokens.remembered(session.jwt)).toBeUndefined();
    await tokens.authenticate(session.jwt);
    expect(tokens.remembered(session.jwt)).toBeDefined();
  });

  it('never trusts a token past its own expiry', async () => {
    const session = await signUpUser(app);
    expect((await history(session)).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(session.jwt.split('.')[1]!, 'base64url').toString()) as { exp: number };
    clock = exp * 1000;
    expect((await history(session)).json()).toEqual(loggedOut);
  });
});

describe('tokens signed before memberships had ids', () => {
  // Signed like a token of before (no `mid`), with the app's secret.
  const legacyToken = (session: Session, issuedAt: number) =>
    new SignJWT({ wid: session.user.workspace.id, adm: false, gst: false, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      // Well past the token service's clock, which the tests above moved a month ahead.
      .setExpirationTime('365d')
      .sign(new TextEncoder().encode(app.config.jwtSecret));

  it('keep working in the membership they were issued in, and not in one begun after them', async () => {
    const session = await signUpUser(app);
    const issued = Math.floor(Date.now() / 1000);
    // A membership begun well before the token.
    await app.db
      .updateTable('workspace_members')
      .set({ created_at: new Date((issued - 60) * 1000) })
      .where('user_id', '=', session.user.id)
      .execute();
    const token = await legacyToken(session, issued);
    expect((await history({ ...session, jwt: token })).statusCode).toBe(200);
    // Removed and joined again a little later: the same workspace, another membership.
    await app.db
      .updateTable('workspace_members')
      .set({ created_at: new Date((issued + 5) * 1000) })
      .where('user_id', '=', session.user.id)
      .execute();
    app.services.account.tokens.forget(session.user.id);
    expect((await history({ ...session, jwt: token })).json()).toEqual(membershipEnded);
  });
});

describe('with AUTH_CACHE_SECONDS=0', () => {
  let uncached: FastifyInstance;
  beforeAll(async () => {
    uncached = await buildTestApp({ env: { AUTH_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await uncached.close();
  });

  it('checks the membership on every request: a removal takes effect at once without being told', async () => {
    const session = await signUpUser(uncached);
    const get = () => uncached.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(session) });
    expect((await get()).statusCode).toBe(200);
    await uncached.db.deleteFrom('workspace_members').where('user_id', '=', session.user.id).execute();
    expect((await get()).json()).toEqual(membershipEnded);
  });
});
