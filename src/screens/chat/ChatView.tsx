import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { cx } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConversationQuery } from '../../gateway/generated/graphql';
import type { chatMachine } from '../../machines/chat/chatMachine';
import { HistoryDrawer } from '../library/HistoryDrawer';
import type { useBranches } from './branches';
import { ChatThread } from './ChatThread';
import { PromptBox } from './PromptBox';
import { AttachButton, AttachmentChips } from '../messages/Attachments';
import { ChatOptionsBar } from './ChatOptions';
import { EmptyChatHelp, PromptRouteModal, PromptSuggestions } from './PromptHelp';
import * as styles from './chatStyles';
import type { OlderMessages } from '../messages/OlderMessages';
import { FormRefusal } from '../../ui/FormRefusal';
import { useToastsAbove } from '../../ui/toasts';

// The chat screen as the user sees it: history, the thread, the composer. It renders the chat
// machine's snapshot and sends it the user's input; ChatScreen runs the machines and decides
// where the user goes.

interface ChatViewProps {
  chat: ActorRefFrom<typeof chatMachine>;
  routeId: string | null;
  conversation: NonNullable<ConversationQuery['conversation']> | null;
  branches: ReturnType<typeof useBranches>;
  loggedOut: boolean;
  notFound: boolean;
  onSend: () => void;
  onPromptFocus: () => void;
  /** The guest signup modal, when it is open. */
  modal: ReactNode;
  older?: OlderMessages;
}

const NO_MESSAGES: readonly never[] = [];

/** Where the export must start reading: above the first message shown, when the path goes on above it. */
function olderThan(conversation: NonNullable<ConversationQuery['conversation']>, thread: readonly { id: string; parentId?: string | null }[]) {
  const first = thread[0];
  return first?.parentId ? { conversationId: conversation.id, before: first.id } : null;
}
const ConversationActions = lazy(() => import('../library/ConversationActions'));

export function ChatView({ chat, routeId, conversation, branches, loggedOut, notFound, onSend, onPromptFocus, modal, older }: ChatViewProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Not the whole context: that changes on every token, and only ChatThread follows tokens.
  const prompt = useSelector(chat, (s) => s.context.prompt);
  const seconds = useSelector(chat, (s) => s.context.seconds);
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const settling = useSelector(chat, (s) => s.hasTag('settling'));
  const files = useSelector(chat, (s) => s.context.attachments);
  const fileError = useSelector(chat, (s) => s.context.attachmentError);
  const noCredits = useSelector(chat, (s) => (s.context.outOfCredits ? s.context.error : null));
  const composer = useRef<HTMLDivElement>(null);
  useToastsAbove(composer);
  // Said where the reply would be, for as long as this conversation is shown and until the next send.
  const replyError = useSelector(chat, (s) => (s.context.replyFailed && s.context.conversationId === routeId ? s.context.error : null));

  return (
    <div className={styles.layout}>
      <HistoryDrawer activeId={routeId} open={menuOpen} onClose={closeMenu} />
      <section className={styles.main}>
        {/* One row above the thread: History (phones), the conversation's title, Share and Export. */}
        <header className={cx(styles.threadHeader, !conversation && styles.threadHeaderPhoneOnly)}>
          <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="chat-history" onClick={() => setMenuOpen(!menuOpen)}>
            {menuOpen ? 'Close history' : 'History'}
          </button>
          {conversation && (
            <>
              <h2 className={styles.threadTitle} title={conversation.title || undefined}>
                {conversation.title || 'Untitled conversation'}
              </h2>
              <Suspense fallback={null}>
                <ConversationActions
                  share={{ conversationId: conversation.id, title: conversation.title ?? null, visibility: conversation.visibility }}
                  exported={{ conversation, messages: branches.thread, older: olderThan(conversation, branches.thread) }}
                />
              </Suspense>
            </>
          )}
        </header>
        {notFound ? (
          <p className={styles.empty}>This conversation does not exist or is not yours.</p>
        ) : (
          <ChatThread
            chat={chat}
            routeId={routeId}
            storedMessages={conversation?.messages ?? NO_MESSAGES}
            branches={branches}
            older={older}
            empty={routeId ? <p className={styles.empty} /> : <EmptyChatHelp chat={chat} />}
          />
        )}
        <div ref={composer} className={styles.composer}>
          {branches.composer}
          <PromptSuggestions chat={chat} conversationId={routeId} />
          <ChatOptionsBar chat={chat} conversationId={routeId} loggedIn={!loggedOut} />
          <AttachmentChips files={files} error={fileError} onRemove={(file) => chat.send({ type: 'FILES.REMOVE', file })} />
          {noCredits && <FormRefusal message={noCredits} outOfCredits />}
          {replyError && <FormRefusal message={replyError} />}
          <PromptBox
            attach={<AttachButton onAdd={(added) => chat.send({ type: 'FILES.ADD', files: added })} disabled={busy} />}
            hasFiles={files.length > 0}
            value={prompt}
            busy={busy}
            settling={settling}
            seconds={seconds}
            onChange={(value) => chat.send({ type: 'PROMPT.CHANGE', value })}
            onSend={onSend}
            onStop={() => chat.send({ type: 'STOP' })}
            onFocus={onPromptFocus}
          />
        </div>
      </section>
      <PromptRouteModal chat={chat} />
      {modal}
    </div>
  );
}
