// The chat domain's own queries: a send's user message and what it changes on its conversation,
// the path chosen through a conversation's branches, feedback, and the reply to stop or re-attach
// to. What a send also reads and writes of other domains (the conversation and its files, the
// model and assistant, the credits) goes through their repositories, which chatRepositories hands
// over with these on one handle, so one transaction can span them.
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import type { FeedbackTable, MessagesTable } from '../db/types';
import { billingRepository } from '../billing/repository';
import { catalogueRepository } from '../catalogue/repository';
import { libraryQueries } from '../library/repository';
import { sendRepository } from './send-repository';

export function chatRepository(db: DB) {
  return {
    /** The assistant message `messageId` of the conversation: the reply to stop or re-attach to. */
    assistantMessage: (conversationId: string, messageId: string) =>
      db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', messageId)
        .where('conversation_id', '=', conversationId)
        .where('role', '=', 'assistant')
        .executeTakeFirst(),

    /** Message `id` when it belongs to the conversation. */
    messageOf: (conversationId: string, id: string) =>
      db.selectFrom('messages').select('id').where('id', '=', id).where('conversation_id', '=', conversationId).executeTakeFirst(),

    /** The path the user looks at now goes through `messageId` (docs/rest-api.md, "Branches"). */
    async setCurrentLeaf(conversationId: string, messageId: string) {
      await db.updateTable('conversations').set({ current_leaf_id: messageId }).where('id', '=', conversationId).execute();
    },

    insertMessage: (message: Insertable<MessagesTable>) => db.insertInto('messages').values(message).returningAll().executeTakeFirstOrThrow(),

    /** A user message was stored: the conversation was updated now, and its path ends there; a title or `temporary` when given. */
    async messageStored(conversationId: string, changes: { current_leaf_id: string; title?: string; temporary?: true }) {
      await db
        .updateTable('conversations')
        .set({ updated_at: new Date(), ...changes })
        .where('id', '=', conversationId)
        .execute();
    },

    /** One per user and conversation: a later one replaces the earlier. */
    async saveFeedback(feedback: { id: string; conversation_id: string; workspace_id: string; user_id: string; value: FeedbackTable['value']; message: string | null }) {
      const { value, message } = feedback;
      await db
        .insertInto('feedback')
        .values(feedback)
        .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doUpdateSet({ value, message, updated_at: new Date() }))
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;

/**
 * What the chat reads and writes, on one handle: its own queries, the library's (conversations,
 * sharing, files), the catalogue's and billing's. Its `transaction` hands them all over on one
 * transaction, so a user message is stored with its files and its conversation's new path, or
 * not at all; a reply's final write hands its own transaction to `chatRepositories(trx)`, so the
 * reply, its path and its usage are stored together.
 */
export const chatRepositories = (db: DB) =>
  withTransaction(db, (handle) => ({
    chat: chatRepository(handle),
    send: sendRepository(handle),
    ...libraryQueries(handle),
    catalogue: catalogueRepository(handle),
    billing: billingRepository(handle),
  }));

export type ChatRepositories = ReturnType<typeof chatRepositories>;
