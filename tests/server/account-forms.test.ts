// The profile form, the IP location of this session, and the claim and feedback forms.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';

let app: FastifyInstance;
let session: Session;
beforeAll(async () => {
  app = await buildTestApp();
  session = await signUpUser(app);
});
afterAll(() => app.close());

/** A multipart feedback form: its fields, then the screenshot. */
function feedbackForm(fields: Record<string, string>, screenshot?: { data: Buffer; type: string }) {
  const boundary = '----atelier' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (screenshot) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="screenshot"; filename="shot"\r\ncontent-type: ${screenshot.type}\r\n\r\n`), screenshot.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe('POST /api/account', () => {
  it('saves the names and answers the user with a fresh token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/account', headers: bearer(session), payload: { first_name: ' Grace ', last_name: 'Hopper' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', jwt: expect.any(String), two_factor_enabled: false, has_password: true, email_verified_at: null });
    const empty = await app.inject({ method: 'POST', url: '/api/account', headers: bearer(session), payload: { first_name: ' ' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/account/ip', () => {
  it('locates a public address from the offline database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/ip', headers: bearer(session), remoteAddress: '81.2.69.142' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ip: '81.2.69.142', country: 'GB', latitude: expect.any(Number), longitude: expect.any(Number) });
    // …and keeps it as the user's last known location.
    const { latitude, longitude } = response.json();
    const user = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) });
    expect(user.json()).toMatchObject({ ip: '81.2.69.142', latitude, longitude });
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '::ffff:172.16.5.4', 'fd00::1'])('answers %s as unknown', async (address) => {
    const response = await app.inject({ method: 'GET', url: '/api/account/ip', headers: bearer(session), remoteAddress: address });
    expect(response.json()).toMatchObject({ country: null, city: null, latitude: null, longitude: null });
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/ip' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/claims', () => {
  it('stores the claim', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/account/claims', headers: bearer(session), payload: { subject: 'Billing', message: 'I was charged twice.' } });
    expect(response.statusCode).toBe(201);
    const row = await app.db.selectFrom('claims').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: session.user.id, workspace_id: session.user.workspace.id, subject: 'Billing', message: 'I was charged twice.' });
    const empty = await app.inject({ method: 'POST', url: '/api/account/claims', headers: bearer(session), payload: { subject: 'x', message: '  ' } });
    expect(empty).toMatchObject({ statusCode: 400 });
  });
});

describe('POST /api/account/feedback', () => {
  it('stores a message sent as JSON with the account\'s name and email, and refuses an empty one in the widget\'s words', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/account/feedback', headers: bearer(session), payload: { message: 'Lovely app' } });
    expect(response.statusCode).toBe(201);
    const row = await app.db.selectFrom('site_feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'Lovely app', name: 'Grace Hopper', email: session.user.email, user_id: session.user.id, screenshot: null });
    const empty = await app.inject({ method: 'POST', url: '/api/account/feedback', headers: bearer(session), payload: { message: '' } });
    expect(empty.json()).toEqual({ message: 'Please enter in the following required fields: Message' });
  });

  it('stores a screenshot whose bytes are an image', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/account/feedback', ...feedbackForm({ message: 'See the picture' }, { data: png, type: 'image/png' }) });
    expect(response.statusCode, response.body).toBe(201);
    const row = await app.db.selectFrom('site_feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: session.user.email, screenshot_type: 'image/png' });
    expect(Buffer.from(row.screenshot!).equals(png)).toBe(true);
  });

  it('never takes who wrote it from the form: another name or someone else\'s email is ignored', async () => {
    for (const request of [
      { headers: bearer(session), payload: { message: 'From the CEO', name: 'The CEO', email: 'ceo@example.com' } },
      feedbackForm({ message: 'From the CEO', name: 'The CEO', email: 'ceo@example.com' }),
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/account/feedback', ...request });
      expect(response.statusCode, response.body).toBe(201);
      const row = await app.db.selectFrom('site_feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Grace Hopper', email: session.user.email });
    }
    const guest = await signUpGuest(app, 'Ida');
    const response = await app.inject({ method: 'POST', url: '/api/account/feedback', headers: bearer(guest), payload: { message: 'Hi', email: 'ceo@example.com' } });
    const row = await app.db.selectFrom('site_feedback').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ida Guest', email: null });
  });

  it('refuses a screenshot that is not an image, whatever it claims, and one over 5 MB', async () => {
    const fake = await app.inject({ method: 'POST', url: '/api/account/feedback', ...feedbackForm({ message: 'x' }, { data: Buffer.from('<html>'), type: 'image/png' }) });
    expect(fake.statusCode).toBe(400);
    const big = await app.inject({ method: 'POST', url: '/api/account/feedback', ...feedbackForm({ message: 'x' }, { data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The screenshot must be at most 5 MB.');
  });
});
