// The library's queries on conversations and their messages (sharing's and the files' are in
// sharing-repository.ts and attachment-repository.ts). A factory over a database handle, so a
// transaction gets the same queries (libraryRepositories' `transaction`); the rules (who may see
// what, what a title may be, how a page is bounded) are in conversations.ts.
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/connect';
import type { Conversation, Database } from '../db/types';
import { num } from '../db/json';
import { withTransaction } from '../db/transaction';
import { containing } from '../lib/like';
import { listOrder } from '../lib/list-order';
import type { ListSort } from '../../contract/limits';
import { attachmentRepository } from './attachment-repository';
import { sharingRepository } from './sharing-repository';

/** What a conversation in a list shows (conversationView): reading less makes a page cheaper to decode. */
/** What a conversation's replies have cost, as a column of a query on conversations (one correlated subquery per row). */
export const conversationCost = (eb: ExpressionBuilder<Database, 'conversations'>) =>
  eb
    .selectFrom('usage')
    .select(sql<string | number>`coalesce(sum(cost), 0)`.as('cost'))
    .where('resource_kind', '=', 'conversation')
    .whereRef('resource_id', '=', 'conversations.id')
    .as('cost');

const listedColumns = ['id', 'title', 'visibility', 'current_leaf_id', 'temporary', 'created_at', 'updated_at'] as const;
export type ListedConversation = Pick<Conversation, (typeof listedColumns)[number]>;

export interface ConversationPage {
  limit: number;
  /** Matches the title or any message's text. */
  words?: string;
  sort?: ListSort;
  /** The id of the last conversation of the previous page (already checked to be the workspace's). */
  after?: string;
}

export function conversationRepository(db: DB) {
  return {
    /** The workspace's conversation `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) =>
      db.selectFrom('conversations').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst(),

    insert: (values: { id: string; workspace_id: string; user_id: string; title: string; temporary: boolean }) =>
      db.insertInto('conversations').values({ ...values, assistant_id: null }).returningAll().executeTakeFirstOrThrow(),

    /**
     * One query for a history page: the columns a listed conversation shows and each one's cost.
     * Newest first, by (created_at, id) so that rows created in the same instant still page
     * correctly; the conversations_workspace index serves that order and the cursor. A cursor
     * that names no conversation of this workspace gives an empty page (the caller tells it apart).
     */
    page(workspaceId: string, { limit, words, sort, after }: ConversationPage) {
      const order = listOrder('conversations', workspaceId, sort);
      let query = db
        .selectFrom('conversations')
        .select(listedColumns)
        .select(conversationCost)
        .where('workspace_id', '=', workspaceId)
        // A temporary chat never appears in the history.
        .where('temporary', '=', false)
        .orderBy(order.by[0])
        .orderBy(order.by[1])
        .limit(limit);
      if (words) {
        const pattern = containing(words);
        query = query.where((eb) =>
          eb.or([
            eb('title', 'ilike', pattern),
            eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.conversation_id', '=', 'conversations.id').where('m.content', 'ilike', pattern)),
          ]),
        );
      }
      if (after) query = query.where(order.after(after));
      return query.execute();
    },

    /** Every message of the conversation, every branch, oldest first. */
    messages: (conversationId: string) =>
      db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').orderBy('id').execute(),

    rename: (id: string, title: string) =>
      db.updateTable('conversations').set({ title, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** The ids of the files attached to the conversation's messages. */
    async attachmentIds(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('attachments')
        .innerJoin('messages', 'messages.id', 'attachments.message_id')
        .select('attachments.id')
        .where('messages.conversation_id', '=', id)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Messages go with it (on delete cascade); usage rows stay, they are the billing record. */
    remove: (id: string) => db.deleteFrom('conversations').where('id', '=', id).execute(),

    /** What each conversation has cost so far: the sum of its usage rows. */
    async costs(ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('usage')
        .select(['resource_id', sql<string | number>`sum(cost)`.as('cost')])
        .where('resource_kind', '=', 'conversation')
        .where('resource_id', 'in', ids)
        .groupBy('resource_id')
        .execute();
      return new Map(rows.map((row) => [row.resource_id!, num(row.cost)]));
    },
  };
}

export type ConversationRepository = ReturnType<typeof conversationRepository>;

/** The library's three repositories on one handle (the chat's repositories hold them too). */
export const libraryQueries = (db: DB) => ({ conversations: conversationRepository(db), sharing: sharingRepository(db), attachments: attachmentRepository(db) });

/**
 * The library's repositories, whose `transaction` hands all three over on one transaction: a copy
 * of a shared conversation writes the conversation, its messages and its files' rows together or
 * not at all.
 */
export const libraryRepositories = (db: DB) => withTransaction(db, libraryQueries);

export type LibraryRepositories = ReturnType<typeof libraryRepositories>;
