// The library's services: the workspace's conversations (list, search, open, rename, delete),
// sharing them by link, and the files attached to their messages. Ownership is checked here:
// another workspace's conversation or file is reported as not existing.
import type { DomainDeps } from '../domain';
import type { AuthContext } from '../lib/auth-context';
import { findAttachment } from './attachments';
import { deleteConversation, getConversation, listConversations, renameConversation, type ListOptions } from './conversations';
import { findSharedAttachment, getSharedConversation, setVisibility } from './sharing';

export function createLibraryService({ db, files }: Pick<DomainDeps, 'db' | 'files'>) {
  return {
    list: (auth: AuthContext, options: ListOptions) => listConversations(db, auth, options),
    get: (auth: AuthContext, id: string) => getConversation(db, auth, id),
    rename: (auth: AuthContext, id: string, title: string) => renameConversation(db, auth, id, title),
    remove: (auth: AuthContext, id: string) => deleteConversation(db, files, auth, id),
    setVisibility: (auth: AuthContext, id: string, visibility: number) => setVisibility(db, auth, id, visibility),
    /** The public share page's data: only while the conversation is shared. */
    shared: (id: string) => getSharedConversation(db, id),
    sharedAttachment: (conversationId: string, id: string) => findSharedAttachment(db, files, conversationId, id),
    attachment: (auth: AuthContext, id: string) => findAttachment(db, files, auth, id),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
