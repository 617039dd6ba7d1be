// The mailer: the live mail (links working) goes to the SMTP server at SMTP_URL, to a delivery
// hook, or without either to the log; the outbox keeps every mail with its secrets removed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox, type Mail } from '../../server/lib/mailer';
import { startSmtpSink } from '../e2e/helpers/smtp-sink';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const mailFrom = 'Atelier <no-reply@atelier.local>';
const token = 'Secret-token_0123456789.abcdef';
const resetMail = (to: string): Mail => ({
  to,
  subject: 'Reset',
  text: `Open http://localhost:3000/reset-password/${token} to go on.`,
  html: `<a href="http://localhost:3000/reset-password/${token}">Reset</a> (${token})`,
  secrets: [token],
});

describe('sendMail', () => {
  it('without a mail server, logs the live mail and keeps it in the outbox with its link removed', async () => {
    const logged: { object: object; message: string }[] = [];
    const mailer = createMailer(app.db, { mailFrom }, { log: { info: (object, message) => logged.push({ object, message }) } });
    await mailer.sendMail(resetMail('outbox@example.com'));
    const [mail] = await readOutbox(app.db, 'outbox@example.com');
    expect(mail).toMatchObject({
      to_email: 'outbox@example.com',
      subject: 'Reset',
      text: 'Open http://localhost:3000/reset-password/[link removed] to go on.',
      html: '<a href="http://localhost:3000/reset-password/[link removed]">Reset</a> ([link removed])',
      sent_at: null,
    });
    expect(logged).toEqual([{ object: { to: 'outbox@example.com', subject: 'Reset', text: resetMail('').text }, message: expect.stringContaining('no SMTP_URL') }]);
  });

  it('hands the live mail to the SMTP server at SMTP_URL, records it as sent, and logs no link', async () => {
    const sink = await startSmtpSink();
    try {
      const logged: object[] = [];
      const mailer = createMailer(app.db, { smtpUrl: sink.url, mailFrom }, { log: { info: (object) => logged.push(object) } });
      await mailer.sendMail(resetMail('smtp@example.com'));
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]!.to).toEqual(['smtp@example.com']);
      expect(sink.mails[0]!.text).toContain('Subject: Reset');
      expect(sink.mails[0]!.text).toContain(`From: ${mailFrom}`);
      expect(sink.mails[0]!.text).toContain(`http://localhost:3000/reset-password/${token}`);
      const [mail] = await readOutbox(app.db, 'smtp@example.com');
      expect(mail?.sent_at).not.toBeNull();
      expect(`${mail?.text} ${mail?.html}`).not.toContain(token);
      expect(logged).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it('hands the live mail to a delivery hook instead, when given one', async () => {
    const delivered: Mail[] = [];
    const mailer = createMailer(app.db, { mailFrom }, { deliver: async (mail) => void delivered.push(mail) });
    await mailer.sendMail(resetMail('hook@example.com'));
    expect(delivered).toEqual([resetMail('hook@example.com')]);
    const [mail] = await readOutbox(app.db, 'hook@example.com');
    expect(mail?.sent_at).not.toBeNull();
    expect(mail?.text).not.toContain(token);
  });

  it('stores nothing when the mail server refuses the mail, and tells the caller', async () => {
    const mailer = createMailer(app.db, { mailFrom }, { deliver: () => Promise.reject(new Error('mailbox unavailable')) });
    await expect(mailer.sendMail(resetMail('refused@example.com'))).rejects.toThrow('mailbox unavailable');
    expect(await readOutbox(app.db, 'refused@example.com')).toEqual([]);
  });

  it('refuses an empty secret, which would match everywhere', async () => {
    const mailer = createMailer(app.db, { mailFrom });
    await expect(mailer.sendMail({ ...resetMail('empty@example.com'), secrets: [''] })).rejects.toThrow('empty secret');
    expect(await readOutbox(app.db, 'empty@example.com')).toEqual([]);
  });
});
