// The chat domain's own queries. Most of what a send reads and writes is the library's
// (conversations, messages, attachments) and is reached through its modules; what is left here
// is what only the chat asks.
import type { DB } from '../db/connect';

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
  };
}
