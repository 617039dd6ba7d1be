import { useMemo, type ReactNode } from 'react';
import type { useBranches } from './branches';
import { selectLiveTurn, selectTokens, type ChatSnapshot } from '../../machines/chat/chatSelectors';
import { MessageList } from '../messages/LazyMessageList';
import { withoutLiveReply } from '../../machines/chat/chatResume';
import { useSnapshotPerFrame, type SnapshotSource } from '../../ui/useSnapshotPerFrame';
import type { OlderMessages } from '../messages/OlderMessages';

// The messages of the chat screen: the stored path plus the turn being streamed. It is the
// only part of the screen that follows the reply as it grows, a frame at a time (the rest of
// the screen renders when the turn starts and ends), and what it passes on keeps its identity
// between frames, so only the streaming row renders again.

interface ChatThreadProps {
  /** The chat's snapshots, followed here a frame at a time. */
  turn: SnapshotSource<ChatSnapshot>;
  routeId: string | null;
  storedMessages: readonly { id: string; parentId: string | null; role: string; isProcessing?: boolean }[];
  branches: ReturnType<typeof useBranches>;
  empty: ReactNode;
  /** The pages of the path above the loaded ones. */
  older?: OlderMessages;
}

export function ChatThread({ turn, routeId, storedMessages, branches, empty, older }: ChatThreadProps) {
  // Both from one snapshot, a frame at a time: the turn and whether it runs always agree.
  const snapshot = useSnapshotPerFrame(turn);
  const live = selectLiveTurn(snapshot, routeId, storedMessages);
  const pendingUser = live.pendingUser !== null;
  const draft = live.draft !== null;
  const { shown } = branches;
  const messages = useMemo(() => withoutLiveReply(shown(pendingUser, draft), draft), [shown, pendingUser, draft]);
  return (
    <MessageList
      messages={messages}
      renderExtras={branches.extras}
      live={live}
      tokens={selectTokens(snapshot)}
      empty={empty}
      scrollToId={branches.linked}
      older={older}
      listKey={routeId}
    />
  );
}
