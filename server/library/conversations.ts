// A workspace's conversations: finding one (ownership), listing and searching the history,
// renaming, deleting with their files, and how a conversation and a message go on the wire.
// The queries are in repository.ts; what is here is the rules around them. Each function takes
// the conversation repository it runs on: the library's own, or the chat's, which a send shares
// with its other queries.
import { maxPageSize, pageSize } from '../../contract/common';
import type { Static } from 'typebox';
import { Message as MessageSchema, type ConversationListQuery, type Conversation as ConversationSchema } from '../../contract/library';
import type { Conversation, Message } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { num } from '../db/json';
import { newId } from '../lib/ids';
import { cutTo } from '../lib/cut-to';
import type { AuthContext } from '../lib/auth-context';
import type { FileStore } from '../lib/file-store';
import type { ConversationRepository, ListedConversation } from './repository';

export const conversationNotFound = 'Conversation not found.';

export type ListOptions = ConversationListQuery;

/**
 * A history page's key in the app's list cache (server/lib/list-cache.ts): every value of the
 * query the page depends on. A search has none: it is typed once and seldom asked again, so it
 * is read afresh every time.
 */
export const historyPageKey = ({ limit, starting_after, query, sort }: ListOptions) =>
  query?.trim() ? null : `conversations ${limit ?? pageSize} ${starting_after ?? ''} ${sort ?? ''}`;

/** Authorisation lives here: a conversation of another workspace is reported as not existing. */
export async function findConversation(conversations: ConversationRepository, auth: AuthContext, id: string): Promise<Conversation> {
  const conversation = await conversations.inWorkspace(auth.workspaceId, id);
  if (!conversation) throw notFound(conversationNotFound);
  return conversation;
}

export async function createConversation(conversations: ConversationRepository, auth: AuthContext, title = '', temporary = false) {
  const conversation = await conversations.insert({ id: newId(), workspace_id: auth.workspaceId, user_id: auth.userId, title: cleanTitle(title), temporary });
  return conversationView(conversation, 0);
}

/** Newest first unless `sort` says otherwise; a page of `pageSize` unless asked otherwise, never more than `maxPageSize`. */
export async function listConversations(conversations: ConversationRepository, auth: AuthContext, options: ListOptions) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await conversations.page(auth.workspaceId, { limit, words: options.query?.trim() || undefined, sort: options.sort, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await conversations.inWorkspace(auth.workspaceId, after))) {
    throw badRequest('starting_after does not name a conversation of this workspace.');
  }
  return { object: 'list' as const, data: page.map(({ cost, ...conversation }) => conversationView(conversation, num(cost))) };
}

export async function getConversation(conversations: ConversationRepository, auth: AuthContext, id: string) {
  const conversation = await findConversation(conversations, auth, id);
  const messages = await conversations.messages(id);
  const costs = await conversations.costs([id]);
  return { ...conversationView(conversation, costs.get(id) ?? 0), messages: messages.map(messageView) };
}

export async function renameConversation(conversations: ConversationRepository, auth: AuthContext, id: string, title: string) {
  await findConversation(conversations, auth, id);
  const cleaned = cleanTitle(title);
  if (!cleaned) throw badRequest('Please enter a title.');
  const conversation = await conversations.rename(id, cleaned);
  const costs = await conversations.costs([id]);
  return conversationView(conversation, costs.get(id) ?? 0);
}

/** Messages go with it (on delete cascade); usage rows stay, they are the billing record. */
export async function deleteConversation(conversations: ConversationRepository, files: FileStore, auth: AuthContext, id: string) {
  await findConversation(conversations, auth, id);
  await deleteConversationAndFiles(conversations, files, id);
}

/** The rows go by cascade; the files kept outside the database (file-store.ts) are removed after. */
export async function deleteConversationAndFiles(conversations: ConversationRepository, files: FileStore, id: string) {
  const attached = await conversations.attachmentIds(id);
  await conversations.remove(id);
  await files.remove(attached);
}

export function cleanTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').slice(0, 80);
}

/** The row as it is (the Conversation schema leaves out its workspace and user), with its cost summed from usage rows. */
export function conversationView(conversation: ListedConversation, cost: number): Static<typeof ConversationSchema> {
  return { ...conversation, cost, current_leaf_id: conversation.current_leaf_id ?? null };
}

const messageShape = cutTo(MessageSchema);

/**
 * The row cut by the contract's schema (cut-to.ts): also sent on the chat's event stream, where no
 * response schema serialises it. Kept by hand: the assistant nested, and a message made in memory
 * before its lists are stored.
 */
export function messageView(message: Message): Static<typeof MessageSchema> {
  return messageShape({ ...message, assistant: message.assistant_id ? { id: message.assistant_id } : null, calls: message.calls ?? [], attachments: message.attachments ?? [] });
}
