// Sending mail. The live mail (its links working) goes only to whoever delivers it: the mail
// server at SMTP_URL, or, without one, the server's log, where a developer on the embedded
// database finds the link. mail_outbox keeps a copy of every mail with each secret the mail
// declares replaced by `[link removed]`, so a reader of the database (a backup, an operator, a
// leaked dump) holds no link that works: reset, verification and invitation links are secrets
// equal to a password for as long as they last.
//
// A mail names its secrets itself (`secrets: [token]`) rather than the mailer guessing them from
// the text: a guess would miss the next kind of link, a declaration cannot be forgotten because
// the field is required (an empty list says, in the code, that a mail carries none).
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { DB } from '../db/connect';
import { newId } from './ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Every token the text or html carries (the part of a link that opens something): never stored. */
  secrets: readonly string[];
}

/** What the outbox keeps in place of a secret. */
export const removedLink = '[link removed]';

/** Hands the live mail (secrets included) to its reader; throws when it could not. */
export type DeliverMail = (mail: Mail) => Promise<void>;

export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** Without a mail server, the live mail is logged here (at info), the only place its links are. */
  log?: { info(object: object, message: string): void };
  /** Delivers instead of SMTP_URL or the log: tests read mails the way a mail client would. */
  deliver?: DeliverMail;
}

export function createMailer(db: DB, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, { log, deliver }: MailerOptions = {}): Mailer {
  const send = deliver ?? (config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : null);

  async function sendMail(mail: Mail): Promise<void> {
    // An empty secret would match everywhere; a declared secret is a real token or a mistake.
    if (mail.secrets.some((secret) => secret.length === 0)) throw new Error('A mail declared an empty secret.');
    // A mail server's error reaches the caller, which decides what the user is told.
    if (send) await send(mail);
    await db
      .insertInto('mail_outbox')
      .values({
        id: newId(),
        to_email: mail.to,
        subject: mail.subject,
        text: redact(mail.text, mail.secrets),
        html: mail.html === undefined ? null : redact(mail.html, mail.secrets),
        sent_at: send ? new Date() : null,
      })
      .execute();
    if (!send) log?.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'Mail not sent (no SMTP_URL): its links are only in this log line.');
  }

  return { sendMail };
}

/**
 * One pooled connection for the app's life; nodemailer connects on the first mail. It is loaded
 * then too (60 modules, off every start, and never loaded without SMTP_URL).
 */
function smtpDelivery(smtpUrl: string, from: string): DeliverMail {
  let transport: Promise<Transporter> | undefined;
  return async (mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl, { from }));
    await (await transport).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}

/** The text with every occurrence of every secret replaced by `[link removed]`. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((redacted, secret) => redacted.split(secret).join(removedLink), text);
}

/** The mails stored for an address (every address when none is given), newest first, their links removed. */
export async function readOutbox(db: DB, to?: string) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (to !== undefined) query = query.where('to_email', '=', to);
  return query.execute();
}
