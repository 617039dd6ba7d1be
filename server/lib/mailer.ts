// Sending mail: through nodemailer over SMTP_URL when it is set, and always a row in mail_outbox,
// so every mail the app sent can be read there (sent_at set when the mail server took it, null
// when no mail server is configured: then the outbox is where a developer or a test reads it).
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { DB } from '../db/connect';
import { newId } from './ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
}

/**
 * `log`: without a mail server, each kept mail is also logged (at info, with its text), so a
 * developer on the embedded database, which nothing else can open while the app runs, sees the link.
 */
export function createMailer(db: DB, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log?: { info(object: object, message: string): void }): Mailer {
  // One pooled connection for the app's life; nodemailer connects on the first mail.
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom }) : null;

  async function sendMail(mail: Mail): Promise<void> {
    // A mail server's error reaches the caller, which decides what the user is told.
    if (transport) await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db
      .insertInto('mail_outbox')
      .values({ id: newId(), to_email: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, sent_at: transport ? new Date() : null })
      .execute();
    if (!transport) log?.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'Mail kept in mail_outbox (no SMTP_URL).');
  }

  return { sendMail };
}

/** The mails stored for an address (every address when none is given), newest first: for tests and local development. */
export async function readOutbox(db: DB, to?: string) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (to !== undefined) query = query.where('to_email', '=', to);
  return query.execute();
}

/** The first link in a mail's text that starts with `prefix` (an app URL), or null. */
export function linkIn(text: string, prefix: string): string | null {
  const start = text.indexOf(prefix);
  if (start < 0) return null;
  return /^\S+/.exec(text.slice(start))![0];
}
