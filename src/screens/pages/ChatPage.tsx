import { lazy, Suspense } from 'react';
import { ChatContainer } from '../chat/ChatContainer';
import type { ChatSlots } from '../chat/ChatView';
import { HistoryDrawer } from '../library/HistoryDrawer';

// The chat's page (`/`, `/{conversationId}`, `/prompts/{id}`): the chat, with the library's
// pieces in its slots: the conversations beside it, Share and Export above a conversation.

// Share and Export come in their own chunk (with the audience and export machines), loaded
// once there is a conversation to share, not with the chat's first paint.
const ConversationActions = lazy(() => import('../library/ConversationActions'));

const slots: ChatSlots = {
  history: (drawer) => <HistoryDrawer {...drawer} />,
  conversationActions: ({ conversation, thread, older }) => (
    <Suspense fallback={null}>
      <ConversationActions
        share={{ conversationId: conversation.id, title: conversation.title ?? null, visibility: conversation.visibility }}
        exported={{ conversation, messages: thread, older }}
      />
    </Suspense>
  ),
};

export default function ChatPage() {
  return <ChatContainer slots={slots} />;
}
