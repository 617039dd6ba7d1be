// Changing the email address, the verification mail (one a minute) and its link, through the
// real routes with the mail read as delivered (helpers/inbox.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';
import { linkIn, mailsTo, newestMailTo } from './helpers/inbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const password = 'correct horse battery';
const fresh = () => `mail-${Math.random().toString(16).slice(2)}@example.com`;

async function post(url: string, payload: object | undefined, session: Session) {
  const response = await app.inject({ method: 'POST', url, payload, headers: bearer(session) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function verificationLink(email: string): Promise<string> {
  const mail = await newestMailTo(app, email);
  expect(mail.subject).toBe('Verify your email address');
  const link = linkIn(mail.text, 'http://localhost:3000/api/account/verify/');
  expect(link).not.toBeNull();
  return new URL(link!).pathname;
}

describe('POST /api/account/email', () => {
  it('changes the address with the password, mails a verification link to it and tells the old one', async () => {
    const session = await signUpUser(app);
    const email = fresh();
    const changed = await post('/api/account/email', { email: email.toUpperCase(), password }, session);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.user).toMatchObject({ email, email_verified_at: null });
    expect(changed.body.message).toContain(email);
    await verificationLink(email);
    const [notice] = mailsTo(app, session.user.email!);
    expect(notice?.text).toContain(email);
  });

  it('refuses a wrong password, a taken address in the server\'s words, and a malformed one', async () => {
    const session = await signUpUser(app);
    const other = await signUpUser(app);
    expect(await post('/api/account/email', { email: fresh(), password: 'wrong one' }, session)).toMatchObject({ status: 400, body: { message: 'Your password is not correct.' } });
    expect(await post('/api/account/email', { email: other.user.email!, password }, session)).toMatchObject({ status: 409, body: { message: 'This email is already registered.' } });
    expect(await post('/api/account/email', { email: 'not-an-address', password }, session)).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
    const guest = await signUpGuest(app);
    expect((await post('/api/account/email', { email: fresh() }, guest)).status).toBe(400);
  });
});

describe('verification', () => {
  it('the link verifies the address once and redirects into the app', async () => {
    const session = await signUpUser(app);
    const email = fresh();
    await post('/api/account/email', { email, password }, session);
    const path = await verificationLink(email);
    const opened = await app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/account?verified=1');
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) });
    expect(account.json().email_verified_at).toEqual(expect.any(String));
    const again = await app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe('/account?verified=0');
    expect((await app.inject({ method: 'GET', url: '/api/account/verify/made-up' })).headers.location).toBe('/account?verified=0');
  });

  it('a link for an address since replaced verifies nothing', async () => {
    const session = await signUpUser(app);
    const first = fresh();
    await post('/api/account/email', { email: first, password }, session);
    const path = await verificationLink(first);
    await post('/api/account/email', { email: fresh(), password }, session);
    expect((await app.inject({ method: 'GET', url: path })).headers.location).toBe('/account?verified=0');
  });

  it('signing up mails the first verification link at once', async () => {
    const session = await signUpUser(app);
    const [mail] = mailsTo(app, session.user.email!);
    expect(mail).toMatchObject({ subject: 'Verify your email address' });
    const path = new URL(mail!.text.match(/http\S+\/api\/account\/verify\/\S+/)![0]).pathname;
    expect((await app.inject({ method: 'GET', url: path })).headers.location).toBe('/account?verified=1');
    // A guest has no address to mail.
    const guest = await signUpGuest(app);
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: bearer(guest) })).json().email).toBeNull();
  });

  it('resending is refused within 60 s with a clear 429, then works', async () => {
    const session = await signUpUser(app);
    // The signup's own mail does not start the minute: a user who finds nothing may ask at once.
    const sent = await post('/api/account/verification', undefined, session);
    expect(sent).toMatchObject({ status: 200, body: { retry_after: 60 } });
    const tooSoon = await post('/api/account/verification', undefined, session);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait (60|59) seconds before asking for another verification email\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);
    await app.db.updateTable('users').set({ verification_sent_at: new Date(Date.now() - 61_000) }).where('id', '=', session.user.id).execute();
    expect((await post('/api/account/verification', undefined, session)).status).toBe(200);
    expect(mailsTo(app, session.user.email!)).toHaveLength(3);
  });

  it('a verified address needs no more mail', async () => {
    const session = await signUpUser(app);
    await app.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', session.user.id).execute();
    expect(await post('/api/account/verification', undefined, session)).toMatchObject({ status: 400, body: { message: 'Your email address is already verified.' } });
  });
});
