import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { claim, feedbackReport, onePixelPng, pendingPayout, signUpAdmin } from './helpers/admin';

// The admin page's routes on the real server (README "Admin"): the pending withdrawals and settling
// them, the feedback reports and their screenshots, the claims. Who is refused is in the
// authorisation matrix (tests/server/authorization-matrix.test.ts).

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const admin = await signUpAdmin(app);
const get = (url: string, session: Session = admin) => app.inject({ method: 'GET', url, headers: bearer(session) });
const settle = (id: string, status: unknown, session: Session = admin) => app.inject({ method: 'POST', url: `/api/admin/payouts/${id}`, headers: bearer(session), payload: { status } });
const balance = async (session: Session) => (await get('/api/account/affiliate', session)).json().pending;

describe('admin: payouts', () => {
  it('lists the pending payouts oldest first, with who asked and where to pay, a page at a time', async () => {
    const user = await signUpUser(app);
    const older = await pendingPayout(app, user, 70, new Date('2026-01-01T00:00:00Z'));
    const other = await signUpUser(app);
    const newer = await pendingPayout(app, other, 55.5, new Date('2026-01-02T00:00:00Z'));
    const list = (await get('/api/admin/payouts?status=pending')).json();
    expect(list.object).toBe('list');
    const ids = list.data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(list.data.find((p: { id: string }) => p.id === newer)).toMatchObject({
      amount: 55.5, status: 'pending', user_email: other.user.email, method: { type: 'paypal', email: 'paid-here@example.com' }, processed_at: null,
    });
    const first = (await get('/api/admin/payouts?limit=1')).json().data;
    expect(first).toHaveLength(1);
    const next = (await get(`/api/admin/payouts?limit=1&starting_after=${first[0].id}`)).json().data;
    expect(next).toHaveLength(1);
    expect(next[0].id).not.toBe(first[0].id);
  });

  it('marks a pending payout paid once: a second settling answers 409 and changes nothing', async () => {
    const user = await signUpUser(app);
    const id = await pendingPayout(app, user, 60);
    expect(await balance(user)).toBe(60);
    const paid = await settle(id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 'paid', processed_at: expect.any(String) });
    expect(await balance(user)).toBe(0);
    expect((await get('/api/account/affiliate', user)).json().paid).toBe(60);
    const again = await settle(id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payout is already paid: nothing was changed.');
    expect((await app.db.selectFrom('payouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('paid');
    expect((await get('/api/admin/payouts?status=paid')).json().data.map((p: { id: string }) => p.id)).toContain(id);
    expect((await get('/api/admin/payouts')).json().data.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('rejects a payout (its amount is back in the balance), and refuses an unknown one or a bad status', async () => {
    const user = await signUpUser(app);
    const id = await pendingPayout(app, user, 80);
    expect((await settle(id, 'rejected')).json().status).toBe('rejected');
    expect((await get('/api/account/affiliate', user)).json()).toMatchObject({ pending: 0, paid: 0 });
    expect((await settle('no-such-payout', 'paid')).statusCode).toBe(404);
    const other = await pendingPayout(app, await signUpUser(app));
    expect((await settle(other, 'pending')).statusCode).toBe(400);
    expect((await app.db.selectFrom('payouts').select('status').where('id', '=', other).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('trusts the database, not the token: an admin whose flag is taken away is refused at once', async () => {
    const former = await signUpAdmin(app);
    expect((await get('/api/admin/claims', former)).statusCode).toBe(200);
    await app.db.updateTable('users').set({ is_admin: false }).where('id', '=', former.user.id).execute();
    expect((await get('/api/admin/claims', former)).statusCode).toBe(404);
  });
});

describe('admin: feedback and claims', () => {
  it('lists feedback newest first, with the sender and whether there is a screenshot', async () => {
    const user = await signUpUser(app);
    const old = await feedbackReport(app, user, { message: 'Older', screenshot: null, createdAt: new Date('2026-01-01T00:00:00Z') });
    const recent = await feedbackReport(app, user, { message: 'Newer' });
    const data = (await get('/api/admin/feedback')).json().data;
    const ids = data.map((f: { id: string }) => f.id);
    expect(ids.indexOf(recent)).toBeLessThan(ids.indexOf(old));
    expect(data.find((f: { id: string }) => f.id === recent)).toMatchObject({ message: 'Newer', name: 'Ada', email: 'ada@example.com', user_email: user.user.email, has_screenshot: true });
    expect(data.find((f: { id: string }) => f.id === old).has_screenshot).toBe(false);
    expect(data[0]).not.toHaveProperty('screenshot');
  });

  it('serves a screenshot as the image its bytes say, inline, never run', async () => {
    const id = await feedbackReport(app, await signUpUser(app));
    const response = await get(`/api/admin/feedback/${id}/screenshot`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`inline; filename="feedback-${id}.png"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('downloads bytes that are not an image rather than showing them, and answers 404 without a screenshot', async () => {
    const user = await signUpUser(app);
    const html = await feedbackReport(app, user, { screenshot: Buffer.from('<script>alert(1)</script>') });
    const response = await get(`/api/admin/feedback/${html}/screenshot`);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const none = await feedbackReport(app, user, { screenshot: null });
    expect((await get(`/api/admin/feedback/${none}/screenshot`)).statusCode).toBe(404);
  });

  it('lists the claims newest first with the sender', async () => {
    const user = await signUpUser(app);
    const id = await claim(app, user, 'Trademark');
    const data = (await get('/api/admin/claims')).json().data;
    expect(data[0]).toMatchObject({ id, subject: 'Trademark', message: 'This is mine.', user_email: user.user.email });
  });
});
