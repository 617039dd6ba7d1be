// After a send's checks (check-send.ts) and once its stream is open: the user message stored
// (in a copy of someone else's shared conversation, made first), then the turns the model will
// read. What fails here reaches the client as the stream's `error` event (service.ts).
import type { Message, Model } from '../db/types';
import type { Reservation } from '../billing/reservations';
import type { WorkspaceKeys } from '../engines/index';
import type { ChatTurn } from '../engines/types';
import { badRequest, notFound } from '../lib/errors';
import type { FileStore } from '../lib/file-store';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';
import { attachmentsForTurns, storeAttachments } from '../library/attachments';
import { cleanTitle, conversationNotFound } from '../library/conversations';
import { cloneIfShared, discardClone } from '../library/sharing';
import { unknownRegenerate, type CheckedSend } from './check-send';
import type { ChatRepositories } from './repository';

/** The user message stored: what the reply needs to be generated. */
export interface PreparedReply {
  auth: AuthContext;
  model: Model;
  keys: WorkspaceKeys;
  userMessage: Message;
  turns: ChatTurn[];
  /** The credits the send holds (check-send.ts), settled with the reply. */
  reservation: Reservation;
}

/** The user message as stored, the conversation's messages before it, and the copy it went to (null: the conversation named). */
export interface StoredSend {
  userMessage: Message;
  history: Message[];
  copyId: string | null;
}

/**
 * Stores the user message (a regeneration stores none: its question becomes the path's end).
 * A copy whose first message could not be stored is removed, as if the send never happened.
 */
export async function storeUserMessage(repositories: ChatRepositories, files: FileStore, send: CheckedSend): Promise<StoredSend> {
  let conversationId = send.conversationId;
  let parentId = send.parentId;
  let copyId: string | null = null;
  if (send.inCopy) {
    const clone = await cloneIfShared(repositories, files, send.auth, send.conversationId);
    // Unshared since the check.
    if (!clone) throw notFound(conversationNotFound);
    conversationId = copyId = clone.conversation.id;
    parentId = parentId ? (clone.messageIds.get(parentId) ?? parentId) : parentId;
  }
  try {
    const history = await repositories.conversations.messages(conversationId);
    return { userMessage: await storeIn(repositories, files, send, conversationId, parentId, history), history, copyId };
  } catch (error) {
    if (copyId) await discardClone(repositories.conversations, files, copyId);
    throw error;
  }
}

async function storeIn(repositories: ChatRepositories, files: FileStore, send: CheckedSend, conversationId: string, parentId: string | null, history: Message[]): Promise<Message> {
  if (send.questionId) {
    const question = history.find((message) => message.id === send.questionId);
    // Deleted since the check.
    if (!question) throw badRequest(unknownRegenerate);
    await repositories.chat.setCurrentLeaf(conversationId, question.id);
    return question;
  }
  return repositories.transaction(async ({ chat, attachments }) => {
    const stored = await chat.insertMessage({
      id: newId(),
      conversation_id: conversationId,
      parent_id: parentId,
      role: 'user',
      content: send.content,
      model: send.model.key,
      assistant_id: send.assistant?.id ?? null,
      quote: send.quote,
      call: null,
    });
    if (send.files.length) stored.attachments = await storeAttachments(attachments, files, send.auth.workspaceId, stored.id, send.files);
    await chat.messageStored(conversationId, {
      current_leaf_id: stored.id,
      ...(send.title ? {} : { title: cleanTitle(send.content) }),
      // `temporary` on a message makes the whole conversation temporary (never in the history).
      ...(send.temporary ? { temporary: true } : {}),
    });
    return stored;
  });
}

/** The turns the model reads: the assistant's instructions, then the branch that ends with the user message, files included. */
export async function prepareReply(repositories: ChatRepositories, files: FileStore, send: CheckedSend, { userMessage, history }: StoredSend): Promise<PreparedReply> {
  const system: ChatTurn[] = send.assistant?.instructions ? [{ role: 'system', content: send.assistant.instructions }] : [];
  const withFiles = history.filter((message) => message.role === 'user' && message.attachments?.length).map((message) => message.id);
  const attached = await attachmentsForTurns(repositories.attachments, files, [...withFiles, ...(send.files.length ? [userMessage.id] : [])]);
  return { auth: send.auth, model: send.model, keys: send.keys, userMessage, turns: [...system, ...branchTurns(history, userMessage, attached)], reservation: send.reservation };
}

/** The path from the root to the new message: the branch the user is on, oldest first. */
function branchTurns(history: Message[], last: Message, attached = new Map<string, { text: string; images: ChatTurn['images'] & {} }>()): ChatTurn[] {
  const byId = new Map(history.map((message) => [message.id, message]));
  const branch: Message[] = [last];
  for (let parent = last.parent_id; parent; parent = byId.get(parent)?.parent_id ?? null) {
    const message = byId.get(parent);
    if (!message || branch.includes(message)) break;
    branch.unshift(message);
  }
  // A quoted passage is part of what the user asked about, so the model sees it too.
  const text = (message: Message) => (message.quote ? `> ${message.quote.replaceAll('\n', '\n> ')}\n\n${message.content}` : message.content);
  // Attached files: their text after the message (<file name="…">…</file>), their images alongside.
  return branch
    .filter((message) => message.content || attached.has(message.id))
    .map((message) => {
      const files = attached.get(message.id);
      if (!files) return { role: message.role, content: text(message) };
      return { role: message.role, content: text(message) + files.text, ...(files.images.length ? { images: files.images } : {}) };
    });
}
