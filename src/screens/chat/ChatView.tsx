import { useCallback, useRef, useState, type ReactNode } from 'react';
import { cx } from '@linaria/core';
import type { ConversationQuery } from '../../gateway/generated/graphql';
import type { ChatOptions } from '../../machines/chat/chatOptionsMachine';
import type { ChatSnapshot, Composer, selectOptions } from '../../machines/chat/chatSelectors';
import type { OlderThan } from '../../machines/library/exportMachine';
import type { useBranches } from './branches';
import type { Message } from './MessageToolbar';
import { ChatThread } from './ChatThread';
import { PromptBox } from './PromptBox';
import { AttachButton, AttachmentChips } from '../messages/Attachments';
import { ChatOptionsBar } from './ChatOptions';
import { EmptyChatHelp, PromptRouteModal, PromptSuggestions } from './PromptHelp';
import * as styles from './chatStyles';
import type { OlderMessages } from '../messages/OlderMessages';
import { FormRefusal } from '../../ui/FormRefusal';
import { useToastsAbove } from '../../ui/toasts';
import type { SnapshotSource } from '../../ui/useSnapshotPerFrame';

// The chat screen as the user sees it: history, the thread, the composer. It renders what
// ChatContainer selects of the chat machine and calls back with the user's input; ChatContainer
// runs the machines and decides where the user goes. The history and Share and Export are
// the library's: the page hands them in as slots (src/screens/pages/ChatPage.tsx).

type Conversation = NonNullable<ConversationQuery['conversation']>;

/** The other domains' pieces the chat shows, each rendered where the chat says. */
export interface ChatSlots {
  /** The conversations panel: beside the chat, or on a phone a drawer the History button opens. */
  history(drawer: { activeId: string | null; open: boolean; onClose: () => void }): ReactNode;
  /** Share and Export above a conversation, for the path shown. */
  conversationActions(shown: { conversation: Conversation; thread: readonly Message[]; older: OlderThan | null }): ReactNode;
}

/** What the user does to the chat, each sent to the machine by ChatContainer; given once (stable). */
export interface ChatInputs {
  promptChange(value: string): void;
  stop(): void;
  addFiles(files: File[]): void;
  removeFile(file: File): void;
  optionsChange(options: Partial<ChatOptions>): void;
}

interface ChatViewProps {
  routeId: string | null;
  conversation: Conversation | null;
  /** The chat's snapshots: only the thread follows them, a frame at a time. */
  turn: SnapshotSource<ChatSnapshot>;
  composer: Composer;
  /** A reply that failed after its question was stored, said under the thread. */
  replyError: string | null;
  options: ReturnType<typeof selectOptions>;
  branches: ReturnType<typeof useBranches>;
  loggedOut: boolean;
  notFound: boolean;
  inputs: ChatInputs;
  onSend: () => void;
  onPromptFocus: () => void;
  /** The guest signup modal, when it is open. */
  modal: ReactNode;
  older?: OlderMessages;
  slots: ChatSlots;
}

const NO_MESSAGES: readonly never[] = [];

/** Where an export must start reading: above the first message shown, when the path goes on above it. */
function olderThan(conversation: Conversation, thread: readonly { id: string; parentId?: string | null }[]): OlderThan | null {
  const first = thread[0];
  return first?.parentId ? { conversationId: conversation.id, before: first.id } : null;
}

export function ChatView(props: ChatViewProps) {
  const { routeId, conversation, turn, composer, replyError, options, branches, loggedOut, notFound, inputs, onSend, onPromptFocus, modal, older, slots } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const composerRow = useRef<HTMLDivElement>(null);
  useToastsAbove(composerRow);
  const { prompt, seconds, busy, settling, files, fileError, noCredits } = composer;

  return (
    <div className={styles.layout}>
      {slots.history({ activeId: routeId, open: menuOpen, onClose: closeMenu })}
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
              {slots.conversationActions({ conversation, thread: branches.thread, older: olderThan(conversation, branches.thread) })}
            </>
          )}
        </header>
        {notFound ? (
          <p className={styles.empty}>This conversation does not exist or is not yours.</p>
        ) : (
          <ChatThread
            turn={turn}
            routeId={routeId}
            storedMessages={conversation?.messages ?? NO_MESSAGES}
            branches={branches}
            older={older}
            empty={routeId ? <p className={styles.empty} /> : <EmptyChatHelp onPrompt={inputs.promptChange} />}
          />
        )}
        <div ref={composerRow} className={styles.composer}>
          {branches.composer}
          <PromptSuggestions prompt={prompt} conversationId={routeId} onPrompt={inputs.promptChange} />
          <ChatOptionsBar conversationId={routeId} loggedIn={!loggedOut} selected={options} busy={busy} onChange={inputs.optionsChange} />
          <AttachmentChips files={files} error={fileError} onRemove={inputs.removeFile} />
          {noCredits && <FormRefusal message={noCredits} outOfCredits />}
          {replyError && <FormRefusal message={replyError} />}
          <PromptBox
            attach={<AttachButton onAdd={inputs.addFiles} disabled={busy} />}
            hasFiles={files.length > 0}
            value={prompt}
            busy={busy}
            settling={settling}
            seconds={seconds}
            onChange={inputs.promptChange}
            onSend={onSend}
            onStop={inputs.stop}
            onFocus={onPromptFocus}
          />
        </div>
      </section>
      <PromptRouteModal onPrompt={inputs.promptChange} />
      {modal}
    </div>
  );
}
