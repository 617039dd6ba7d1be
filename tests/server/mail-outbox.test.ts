// No working link in the database: every mail with a link the app sends (verification, password
// reset, invitation) is stored in mail_outbox with its token removed; each link read from the
// table opens nothing, while the same link in the delivered mail works. Rows stored before the
// mailer removed tokens are cleaned by migration 0022.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import outboxLinksRemoved from '../../server/db/migrations/0022-outbox-links-removed';
import { readOutbox } from '../../server/lib/mailer';
import { newId } from '../../server/lib/ids';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { mailsTo, newestMailTo } from './helpers/inbox';
import { invite } from './helpers/workspaces';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Every absolute link in a mail's text or html. */
const linksIn = (...parts: (string | null | undefined)[]) => parts.flatMap((part) => part?.match(/https?:\/\/[^\s"<>]+/g) ?? []);

/**
 * Opens a mailed link the way its reader would use it, as `session`: true when it did what the
 * link is for (verified the address, set a password, joined the workspace).
 */
async function opens(link: string, session: Session): Promise<boolean> {
  const path = new URL(link).pathname;
  const token = path.split('/').at(-1)!;
  if (path.startsWith('/api/account/verify/')) {
    const response = await app.inject({ method: 'GET', url: path });
    return response.headers.location === '/account?verified=1';
  }
  if (path.startsWith('/reset-password/')) {
    const response = await app.inject({ method: 'POST', url: `/api/auth/password-reset/${encodeURIComponent(token)}`, payload: { password: 'a reset password' } });
    return response.statusCode === 200;
  }
  if (path.startsWith('/invitations/')) {
    const response = await app.inject({ method: 'POST', url: `/api/invitations/${encodeURIComponent(token)}/accept`, headers: bearer(session) });
    return response.statusCode === 200;
  }
  throw new Error(`Not a link with a token: ${link}`);
}

const tokenLink = (link: string) => /\/(api\/account\/verify|reset-password|invitations)\//.test(new URL(link).pathname);

/** Runs migration 0022 again on this database (migrations take an untyped database). */
const removeStoredLinks = () => outboxLinksRemoved.up(app.db as unknown as Kysely<unknown>);

describe('mail_outbox', () => {
  it('holds no working link: verification, reset and invitation links from the table open nothing, the delivered ones work', async () => {
    const user = await signUpUser(app);
    const owner = await signUpUser(app);
    const email = user.user.email!;
    // Signing up mailed the verification link.
    expect((await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } })).statusCode).toBe(200);
    await newestMailTo(app, email, 'Reset your Atelier password');
    const team = (await app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(owner), payload: { name: 'Team' } })).json();
    expect((await invite(app, owner, team.id, email)).statusCode).toBe(201);

    const delivered = mailsTo(app, email);
    expect(delivered.map((mail) => mail.subject).sort()).toEqual(['Join Team on Atelier', 'Reset your Atelier password', 'Verify your email address']);
    const stored = await readOutbox(app.db, email);
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      const sent = delivered.find((mail) => mail.subject === row.subject)!;
      for (const secret of sent.secrets) expect(`${row.text}\n${row.html ?? ''}`).not.toContain(secret);
      expect(row.text).toContain('[link removed]');
    }

    const storedLinks = stored.flatMap((row) => linksIn(row.text, row.html)).filter(tokenLink);
    expect(storedLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of storedLinks) expect(await opens(link, user), link).toBe(false);

    // Newest first: the invitation is accepted before the reset ends the user's session.
    const deliveredLinks = delivered.map((mail) => linksIn(mail.text).find(tokenLink)!);
    for (const link of deliveredLinks) expect(await opens(link, user), link).toBe(true);
  });

  it('migration 0022 removes the tokens of links stored before, and only those', async () => {
    const rows = [
      { text: 'Open:\n\nhttp://localhost:3000/reset-password/AbC_d-12345678901234567890\n\nThe link works once.', html: '<a href="http://localhost:3000/reset-password/AbC_d-12345678901234567890">Choose</a>' },
      { text: 'Verify:\n\nhttps://app.example/api/account/verify/Zz9-_abcdefghijklmnopqrstuvwxyz0123\n', html: null },
      { text: 'Join it here:\nhttp://localhost:3000/invitations/AbCdEfGhIjKlMnOpQrSt.sIgNaTuRe_-123\n', html: null },
      { text: 'If you did not do this, reset your password at once: http://localhost:3000/login', html: null },
    ].map((row) => ({ id: newId(), to_email: 'before@example.com', subject: 'Old', sent_at: null, ...row }));
    await app.db.insertInto('mail_outbox').values(rows).execute();
    await removeStoredLinks();
    const stored = async () => {
      const byId = new Map((await app.db.selectFrom('mail_outbox').select(['id', 'text', 'html']).where('to_email', '=', 'before@example.com').execute()).map((row) => [row.id, row]));
      return rows.map((row) => byId.get(row.id));
    };
    const after = await stored();
    expect(after).toEqual([
      { id: rows[0]!.id, text: 'Open:\n\nhttp://localhost:3000/reset-password/[link removed]\n\nThe link works once.', html: '<a href="http://localhost:3000/reset-password/[link removed]">Choose</a>' },
      { id: rows[1]!.id, text: 'Verify:\n\nhttps://app.example/api/account/verify/[link removed]\n', html: null },
      { id: rows[2]!.id, text: 'Join it here:\nhttp://localhost:3000/invitations/[link removed]\n', html: null },
      { id: rows[3]!.id, text: rows[3]!.text, html: null },
    ]);
    // Run again (a database restored from a backup taken before): nothing more changes.
    await removeStoredLinks();
    expect(await stored()).toEqual(after);
  });
});
