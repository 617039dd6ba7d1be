// Where a sent file downloads from: the owner's route (with the session) by default; the share
// page names its shared conversation, whose public route works for readers without an account.
// Its own module so the share page can say so without loading the attachment views before its
// first paint.
import { createContext, useContext, type ReactNode } from 'react';

const SharedConversation = createContext<string | null>(null);

/** Around a shared conversation's messages: their files download through the share link. */
export function SharedAttachmentDownloads({ conversationId, children }: { conversationId: string; children: ReactNode }) {
  return <SharedConversation.Provider value={conversationId}>{children}</SharedConversation.Provider>;
}

/** The shared conversation the files around here download through, or null for the owner's route. */
export function useSharedConversationId(): string | null {
  return useContext(SharedConversation);
}
