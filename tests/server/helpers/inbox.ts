// The mails a test app delivered, as a mail client would get them (links working): buildTestApp
// hands the app's mailer `deliver` here instead of SMTP. The database's mail_outbox keeps only
// copies with their links removed, so a test that needs a link reads it from here.
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { DeliverMail, Mail } from '../../../server/lib/mailer';

const delivered = new WeakMap<FastifyInstance, Mail[]>();

/** A fresh inbox: `deliver` for the app, `attach` once the app exists so `mailsTo(app, …)` finds it. */
export function createInbox() {
  const mails: Mail[] = [];
  const deliver: DeliverMail = async (mail) => {
    mails.push(mail);
  };
  return { deliver, attach: (app: FastifyInstance) => delivered.set(app, mails) };
}

/** The mails delivered to `to`, newest first. */
export function mailsTo(app: FastifyInstance, to: string): Mail[] {
  const mails = delivered.get(app);
  if (!mails) throw new Error('This app was not built by buildTestApp, so no mail is delivered to a test inbox.');
  return mails.filter((mail) => mail.to === to).reverse();
}

/**
 * The newest mail to `to` (with this subject, when given), waiting for it: some mails are written
 * after the answer, e.g. a password reset's.
 */
export function newestMailTo(app: FastifyInstance, to: string, subject?: string): Promise<Mail> {
  return vi.waitFor(
    () => {
      const mail = mailsTo(app, to).find((candidate) => subject === undefined || candidate.subject === subject);
      if (!mail) throw new Error(`No mail to ${to}${subject === undefined ? '' : ` titled "${subject}"`} yet`);
      return mail;
    },
    { timeout: 20_000, interval: 20 },
  );
}

/**
 * The first link starting with `prefix` (an app URL) in the newest mail to `to` that has one,
 * waiting for it: a mail sent after an earlier answer (signup's verification) may arrive in
 * either order with the one asked for (a reset's, written after its answer too).
 */
export function mailedLink(app: FastifyInstance, to: string, prefix: string): Promise<string> {
  return vi.waitFor(
    () => {
      for (const mail of mailsTo(app, to)) {
        const link = linkIn(mail.text, prefix);
        if (link) return link;
      }
      throw new Error(`No mail to ${to} has a link starting ${prefix} yet`);
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** The first link in a mail's text that starts with `prefix`, or null. */
export function linkIn(text: string, prefix: string): string | null {
  const start = text.indexOf(prefix);
  if (start < 0) return null;
  return /^\S+/.exec(text.slice(start))![0];
}
