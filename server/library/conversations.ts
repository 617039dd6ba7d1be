// A workspace's conversations: finding one (ownership), listing and searching the history,
// renaming, deleting with their files, and how a conversation and a message go on the wire.
import { maxPageSize, pageSize } from '../../contract/common';
import type { ConversationListQuery } from '../../contract/library';
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { num } from '../db/json';
import type { Conversation, Message } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { containing } from '../lib/like';
import { newId } from '../lib/ids';
import type { AuthContext } from '../plugins/authentication';
import type { FileStore } from '../lib/file-store';

export const conversationNotFound = 'Conversation not found.';

export type ListOptions = ConversationListQuery;

/** Authorisation lives here: a conversation of another workspace is reported as not existing. */
export async function findConversation(db: DB, auth: AuthContext, id: string): Promise<Conversation> {
  const conversation = await db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', auth.workspaceId)
    .executeTakeFirst();
  if (!conversation) throw notFound(conversationNotFound);
  return conversation;
}

export async function createConversation(db: DB, auth: AuthContext, title = '', temporary = false) {
  const conversation = await db
    .insertInto('conversations')
    .values({ id: newId(), workspace_id: auth.workspaceId, user_id: auth.userId, title: cleanTitle(title), assistant_id: null, temporary })
    .returningAll()
    .executeTakeFirstOrThrow();
  return conversationView(conversation, 0);
}

/** Newest first, by (created_at, id) so that rows created in the same instant still page correctly. */
export async function listConversations(db: DB, auth: AuthContext, options: ListOptions) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  let query = db
    .selectFrom('conversations')
    .selectAll()
    .where('workspace_id', '=', auth.workspaceId)
    // A temporary chat never appears in the history.
    .where('temporary', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  const words = options.query?.trim();
  if (words) {
    const pattern = containing(words);
    query = query.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.conversation_id', '=', 'conversations.id').where('m.content', 'ilike', pattern)),
      ]),
    );
  }
  if (options.starting_after) {
    const cursor = options.starting_after;
    const known = await db.selectFrom('conversations').select('id').where('id', '=', cursor).where('workspace_id', '=', auth.workspaceId).executeTakeFirst();
    if (!known) throw badRequest('starting_after does not name a conversation of this workspace.');
    // Compared in SQL: the timestamps keep microseconds that a JS Date would lose.
    query = query.where(sql<boolean>`(created_at, id) < (select c.created_at, c.id from conversations c where c.id = ${cursor})`);
  }
  const conversations = await query.execute();
  const costs = await costsOf(db, conversations.map((conversation) => conversation.id));
  return { object: 'list' as const, data: conversations.map((c) => conversationView(c, costs.get(c.id) ?? 0)) };
}

export async function getConversation(db: DB, auth: AuthContext, id: string) {
  const conversation = await findConversation(db, auth, id);
  const messages = await db.selectFrom('messages').selectAll().where('conversation_id', '=', id).orderBy('created_at').orderBy('id').execute();
  const costs = await costsOf(db, [id]);
  return { ...conversationView(conversation, costs.get(id) ?? 0), messages: messages.map(messageView) };
}

export async function renameConversation(db: DB, auth: AuthContext, id: string, title: string) {
  await findConversation(db, auth, id);
  const cleaned = cleanTitle(title);
  if (!cleaned) throw badRequest('Please enter a title.');
  const conversation = await db
    .updateTable('conversations')
    .set({ title: cleaned, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const costs = await costsOf(db, [id]);
  return conversationView(conversation, costs.get(id) ?? 0);
}

/** Messages go with it (on delete cascade); usage rows stay, they are the billing record. */
export async function deleteConversation(db: DB, files: FileStore, auth: AuthContext, id: string) {
  await findConversation(db, auth, id);
  await deleteConversationAndFiles(db, files, id);
}

/** The rows go by cascade; the files kept outside the database (file-store.ts) are removed after. */
export async function deleteConversationAndFiles(db: DB, files: FileStore, id: string) {
  const attached = await db
    .selectFrom('attachments')
    .innerJoin('messages', 'messages.id', 'attachments.message_id')
    .select('attachments.id')
    .where('messages.conversation_id', '=', id)
    .execute();
  await db.deleteFrom('conversations').where('id', '=', id).execute();
  await files.remove(attached.map((row) => row.id));
}

/** What the conversation has cost so far: the sum of its usage rows. */
async function costsOf(db: DB, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('usage')
    .select(['resource_id', sql<string | number>`sum(cost)`.as('cost')])
    .where('resource_kind', '=', 'conversation')
    .where('resource_id', 'in', ids)
    .groupBy('resource_id')
    .execute();
  return new Map(rows.map((row) => [row.resource_id!, num(row.cost)]));
}

export function cleanTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').slice(0, 80);
}

export function conversationView(conversation: Conversation, cost: number) {
  return {
    id: conversation.id,
    title: conversation.title,
    cost,
    visibility: conversation.visibility,
    current_leaf_id: conversation.current_leaf_id ?? null,
    temporary: conversation.temporary,
    created_at: conversation.created_at,
    updated_at: conversation.updated_at,
  };
}

export function messageView(message: Message) {
  return {
    id: message.id,
    conversation_id: message.conversation_id,
    parent_id: message.parent_id,
    role: message.role,
    content: message.content,
    reasoning: message.reasoning,
    model: message.model,
    assistant: message.assistant_id ? { id: message.assistant_id } : null,
    quote: message.quote,
    call: message.call,
    calls: message.calls ?? [],
    is_processing: message.is_processing,
    is_incomplete: message.is_incomplete,
    attachments: message.attachments ?? [],
    created_at: message.created_at,
  };
}
