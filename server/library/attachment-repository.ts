// The queries on attached files' rows. A factory over a database handle: a message's files are
// stored inside the transaction that stores the message (the chat's), and a copy of a shared
// conversation copies its files inside its own. The checks on the files are in attachments.ts.
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect';
import { json } from '../db/json';
import type { AttachmentsTable, AttachmentSummary } from '../db/types';

export function attachmentRepository(db: DB) {
  return {
    async insert(attachment: Insertable<AttachmentsTable>) {
      await db.insertInto('attachments').values(attachment).execute();
    },

    /** The summary of its files a message carries (what the conversation's view lists). */
    async setSummary(messageId: string, summary: AttachmentSummary[]) {
      await db.updateTable('messages').set({ attachments: json(summary) }).where('id', '=', messageId).execute();
    },

    /** What the model reads of these messages' files, oldest first: the text, not the bytes. */
    forTurns: (messageIds: string[]) =>
      db
        .selectFrom('attachments')
        .select(['id', 'message_id', 'name', 'extracted_text'])
        .where('message_id', 'in', messageIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The bytes kept in the row (null when they are in the file store). */
    data: (id: string) => db.selectFrom('attachments').select(['id', 'data']).where('id', '=', id).executeTakeFirstOrThrow(),

    /** The workspace's file `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) =>
      db
        .selectFrom('attachments')
        .select(['id', 'name', 'mime', 'size', 'data'])
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    /** Every file of these messages, oldest first. */
    ofMessages: (messageIds: string[]) =>
      db.selectFrom('attachments').selectAll().where('message_id', 'in', messageIds).orderBy('created_at').orderBy('id').execute(),

    /** Which of `ids` still have a row; asked 500 at a time to keep each query's parameters few. */
    async existing(ids: string[]): Promise<Set<string>> {
      const known = new Set<string>();
      for (let at = 0; at < ids.length; at += 500) {
        const rows = await db.selectFrom('attachments').select('id').where('id', 'in', ids.slice(at, at + 500)).execute();
        for (const row of rows) known.add(row.id);
      }
      return known;
    },
  };
}

export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
