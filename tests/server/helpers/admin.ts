// Fixtures for the admin page's tests: an admin (a user whose row says so, as an operator's SQL
// line would make one), a withdrawal request, a feedback report with a screenshot, and a claim.
import type { FastifyInstance } from 'fastify';
import { newId } from '../../../server/lib/ids';
import { bearer, signUpUser, type Session } from './app';

/** A 1×1 PNG. */
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function signUpAdmin(app: FastifyInstance): Promise<Session> {
  const session = await signUpUser(app);
  await app.db.updateTable('users').set({ is_admin: true }).where('id', '=', session.user.id).execute();
  return session;
}

/** A pending payout of `amount` dollars, asked by `owner` to PayPal. */
export async function pendingPayout(app: FastifyInstance, owner: Session, amount = 60, createdAt = new Date()): Promise<string> {
  await app.inject({ method: 'GET', url: '/api/account/affiliate', headers: bearer(owner) });
  const affiliate = await app.db.selectFrom('affiliates').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  const id = newId();
  await app.db
    .insertInto('payouts')
    .values({ id, affiliate_id: affiliate.id, amount: amount.toFixed(2), status: 'pending', method: JSON.stringify({ type: 'paypal', email: 'paid-here@example.com' }), created_at: createdAt })
    .execute();
  return id;
}

export async function feedbackReport(app: FastifyInstance, owner: Session, fields: { message?: string; screenshot?: Buffer | null; createdAt?: Date } = {}): Promise<string> {
  const id = newId();
  const screenshot = fields.screenshot === undefined ? onePixelPng : fields.screenshot;
  await app.db
    .insertInto('site_feedback')
    .values({
      id, user_id: owner.user.id, workspace_id: owner.user.workspace.id, name: 'Ada', email: 'ada@example.com', message: fields.message ?? 'The button is blue.',
      screenshot, screenshot_type: screenshot ? 'image/png' : null, created_at: fields.createdAt ?? new Date(),
    })
    .execute();
  return id;
}

export async function claim(app: FastifyInstance, owner: Session, subject = 'Copyright'): Promise<string> {
  const id = newId();
  await app.db.insertInto('claims').values({ id, user_id: owner.user.id, workspace_id: owner.user.workspace.id, subject, message: 'This is mine.' }).execute();
  return id;
}
