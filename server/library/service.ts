// The library's services: the workspace's conversations (list, search, open, rename, delete),
// sharing them by link, and the files attached to their messages. Ownership is checked here:
// another workspace's conversation or file is reported as not existing.
import type { FileStore } from '../lib/file-store';
import type { AuthContext } from '../lib/auth-context';
import { findAttachment } from './attachments';
import { deleteConversation, getConversation, listConversations, renameConversation, type ListOptions } from './conversations';
import type { LibraryRepositories } from './repository';
import type { PathRepository } from './path-repository';
import { readConversationPage, readPathPage } from './paths';
import { findSharedAttachment, getSharedConversation, setVisibility } from './sharing';

export function createLibraryService({ library, paths, files }: { library: LibraryRepositories; paths: PathRepository; files: FileStore }) {
  const { conversations, sharing, attachments } = library;
  return {
    list: (auth: AuthContext, options: ListOptions) => listConversations(conversations, auth, options),
    get: (auth: AuthContext, id: string) => getConversation(conversations, auth, id),
    /** Opening a conversation: its newest `limit` messages of the chosen path, in one request. */
    getPage: (auth: AuthContext, id: string, options: { limit?: number; through?: string }) => readConversationPage(paths, auth, id, options),
    /** Scrolling up: the messages of the path above `before`. */
    pathPage: (auth: AuthContext, id: string, options: { before?: string; limit?: number }) => readPathPage(paths, auth, id, options),
    rename: (auth: AuthContext, id: string, title: string) => renameConversation(conversations, auth, id, title),
    remove: (auth: AuthContext, id: string) => deleteConversation(conversations, files, auth, id),
    setVisibility: (auth: AuthContext, id: string, visibility: number) => setVisibility(library, auth, id, visibility),
    /** The public share page's data: only while the conversation is shared. */
    shared: (id: string) => getSharedConversation(library, id),
    sharedAttachment: (conversationId: string, id: string) => findSharedAttachment(sharing, files, conversationId, id),
    attachment: (auth: AuthContext, id: string) => findAttachment(attachments, files, auth, id),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
