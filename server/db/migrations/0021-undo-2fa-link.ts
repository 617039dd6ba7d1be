import { sql, type Kysely, type Migration } from 'kysely';

// The link mailed when 2FA is turned on (server/account/undo-two-factor.ts): a new kind of
// account_links row, 'undo-2fa', so whoever owns the mailbox can turn 2FA off again with the
// password if a stolen session turned it on. Stored like the other links, as sha256 only.

const kinds = (list: string[]) => list.map((kind) => `'${kind}'`).join(', ');
const before = ['verify-email', 'password-reset', 'login-2fa'];

export default {
  async up(db: Kysely<unknown>) {
    await sql.raw(`alter table account_links drop constraint account_links_kind_check, add constraint account_links_kind_check check (kind in (${kinds([...before, 'undo-2fa'])}))`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from account_links where kind = 'undo-2fa'`.execute(db);
    await sql.raw(`alter table account_links drop constraint account_links_kind_check, add constraint account_links_kind_check check (kind in (${kinds(before)}))`).execute(db);
  },
} satisfies Migration;
