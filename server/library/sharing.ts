// Sharing a conversation by link: its visibility, the public read-only view and its files, and
// continuing someone else's shared conversation in a copy of one's own.
// The rows go through sharing-repository.ts; like conversations.ts, the functions take the
// repositories to run on (libraryRepositories, or the chat's, which hold the same three), because
// the chat calls them with its own.
import { visibility } from '../../contract/library';
import { json } from '../db/json';
import { badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { EventStream } from '../lib/sse';
import { unsafeText } from '../lib/text';
import type { AuthContext } from '../lib/auth-context';
import { conversationNotFound, conversationView, deleteConversationAndFiles, findConversation, messageView } from './conversations';
import { attachmentNotFound, bytesOf, copyAttachments } from './attachments';
import type { FileStore } from '../lib/file-store';
import type { ConversationRepository, LibraryRepositories } from './repository';
import type { SharingRepository } from './sharing-repository';

// SPEC §3: a library item with visibility 2 is shared (anyone with the link); others are private.
const PUBLIC = visibility.public;
const PRIVATE = visibility.private;

export async function setVisibility({ conversations, sharing }: LibraryRepositories, auth: AuthContext, id: string, visibility: number) {
  await findConversation(conversations, auth, id);
  if (visibility !== PUBLIC && visibility !== PRIVATE) throw badRequest('visibility must be 0 (private) or 2 (anyone with the link).');
  const conversation = await sharing.setVisibility(id, visibility);
  return conversationView(conversation, 0);
}

/** The public read-only view: only while shared, and without anything that says who owns it or what it cost. */
export async function getSharedConversation({ conversations, sharing }: LibraryRepositories, id: string) {
  const conversation = await sharing.shared(id);
  if (!conversation) throw notFound(conversationNotFound);
  const messages = await conversations.messages(id);
  return { ...conversationView(conversation, 0), messages: messages.map(messageView) };
}

/**
 * A file of a message of a shared conversation, for anyone with the link: 404 unless the
 * conversation is shared now and the file belongs to one of its messages.
 */
export async function findSharedAttachment(sharing: SharingRepository, files: FileStore, conversationId: string, id: string) {
  const attachment = await sharing.sharedAttachment(conversationId, id);
  if (!attachment) throw notFound(attachmentNotFound);
  return { ...attachment, data: await bytesOf(files, attachment) };
}

/**
 * A conversation the caller may send a message to: their own, or someone's shared one (which
 * they continue in a copy). Checked before a message's files are read; 404 otherwise.
 */
export async function findWritableConversation(sharing: SharingRepository, auth: AuthContext, id: string) {
  // Runs before the route's own validation of its parameters.
  const problem = unsafeText(id);
  if (problem) throw badRequest(problem);
  const conversation = await sharing.writable(auth.workspaceId, id);
  if (!conversation) throw notFound(conversationNotFound);
}

/**
 * A viewer who writes in someone else's shared conversation continues a copy of it in their
 * own workspace. Returns the copy and how old message ids map to the copy's, or null when the
 * conversation is the caller's own (or not shared, which the chat route then reports as 404).
 */
export async function cloneIfShared(library: LibraryRepositories, files: FileStore, auth: AuthContext, id: string) {
  const source = await library.sharing.any(id);
  if (!source || source.workspace_id === auth.workspaceId || source.visibility !== PUBLIC) return null;
  return library.transaction(async ({ conversations, sharing, attachments }) => {
    const copy = await sharing.insertCopy({ id: newId(), workspace_id: auth.workspaceId, user_id: auth.userId, title: source.title, assistant_id: source.assistant_id });
    const messages = await conversations.messages(id);
    const ids = new Map(messages.map((message) => [message.id, newId()]));
    if (messages.length) {
      await sharing.insertMessages(
        messages.map((message) => ({
          id: ids.get(message.id)!,
          conversation_id: copy.id,
          parent_id: message.parent_id ? (ids.get(message.parent_id) ?? null) : null,
          role: message.role,
          content: message.content,
          reasoning: message.reasoning,
          model: message.model,
          assistant_id: message.assistant_id,
          quote: message.quote,
          call: message.call ? json(message.call) : null,
          calls: json(message.calls ?? []),
          is_processing: false,
          // A reply still generating in the original is copied as it stands: incomplete.
          is_incomplete: message.is_incomplete || message.is_processing,
          // Kept, so the copy's branches pick the same newest child as the original.
          created_at: message.created_at,
          updated_at: message.updated_at,
        })),
      );
    }
    await copyAttachments(attachments, files, auth.workspaceId, ids);
    const leaf = source.current_leaf_id && ids.get(source.current_leaf_id);
    if (leaf) await sharing.setLeaf(copy.id, leaf);
    return { conversation: copy, messageIds: ids };
  });
}

/** Undoes a copy whose first message could not be stored: the send leaves nothing behind. */
export async function discardClone(conversations: ConversationRepository, files: FileStore, id: string) {
  await deleteConversationAndFiles(conversations, files, id);
}

/** SPEC §4: `cloning` (the client says the conversation was copied) then `redirect` to the copy. */
export function announceCopy(stream: EventStream, copyId: string) {
  stream.send('cloning', { conversation_id: copyId });
  stream.send('redirect', { path: `/${copyId}` });
}
