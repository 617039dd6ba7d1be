import { sql, type Kysely, type Migration } from 'kysely';

// mail_outbox used to keep each mail's full text, so a reset (1 hour), verification (24 hours)
// or invitation (7 days) link read from the table worked. The mailer now stores mails with their
// secrets removed (server/lib/mailer.ts); this removes them from the rows stored before, the way
// the mailer writes it: the token after the link's path becomes `[link removed]`. These three
// paths are every link with a token the app ever mailed.

const tokenAfterPath = String.raw`(/(reset-password|api/account/verify|invitations)/)[A-Za-z0-9._~-]+`;
/** The path kept (the first group), the token gone. */
const pathWithoutToken = String.raw`\1[link removed]`;

export default {
  async up(db: Kysely<unknown>) {
    await sql`
      update mail_outbox
      set text = regexp_replace(text, ${tokenAfterPath}, ${pathWithoutToken}, 'g'),
          html = regexp_replace(html, ${tokenAfterPath}, ${pathWithoutToken}, 'g')
      where text ~ ${tokenAfterPath} or html ~ ${tokenAfterPath}`.execute(db);
  },
} satisfies Migration;
