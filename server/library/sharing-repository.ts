// The queries behind sharing a conversation by link: its visibility, what the public share page
// may read, and the rows of a copy a viewer continues in their own workspace. A factory over a
// database handle; the rules (who may share, what a copy keeps) are in sharing.ts.
import type { Insertable } from 'kysely';
import { visibility } from '../../contract/library';
import type { DB } from '../db/connect';
import type { MessagesTable } from '../db/types';

const PUBLIC = visibility.public;

export function sharingRepository(db: DB) {
  return {
    setVisibility: (id: string, visibility: number) =>
      db.updateTable('conversations').set({ visibility }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Conversation `id` while it is shared; none otherwise. */
    shared: (id: string) => db.selectFrom('conversations').selectAll().where('id', '=', id).where('visibility', '=', PUBLIC).executeTakeFirst(),

    /** File `id` when it belongs to a message of conversation `conversationId` and that conversation is shared now. */
    sharedAttachment: (conversationId: string, id: string) =>
      db
        .selectFrom('attachments')
        .innerJoin('messages', 'messages.id', 'attachments.message_id')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .select(['attachments.id', 'attachments.name', 'attachments.mime', 'attachments.size', 'attachments.data'])
        .where('attachments.id', '=', id)
        .where('conversations.id', '=', conversationId)
        .where('conversations.visibility', '=', PUBLIC)
        .executeTakeFirst(),

    /** Conversation `id` when the workspace may write in it: its own, or a shared one. */
    writable: (workspaceId: string, id: string) =>
      db
        .selectFrom('conversations')
        .select('id')
        .where('id', '=', id)
        .where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('visibility', '=', PUBLIC)]))
        .executeTakeFirst(),

    /** Conversation `id` whatever its workspace: the source of a copy, checked by the caller. */
    any: (id: string) => db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst(),

    insertCopy: (values: { id: string; workspace_id: string; user_id: string; title: string; assistant_id: string | null }) =>
      db.insertInto('conversations').values(values).returningAll().executeTakeFirstOrThrow(),

    async insertMessages(messages: Insertable<MessagesTable>[]) {
      await db.insertInto('messages').values(messages).execute();
    },

    async setLeaf(id: string, leafId: string) {
      await db.updateTable('conversations').set({ current_leaf_id: leafId }).where('id', '=', id).execute();
    },
  };
}

export type SharingRepository = ReturnType<typeof sharingRepository>;
