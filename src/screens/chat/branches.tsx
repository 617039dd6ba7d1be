import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { useClient } from 'urql';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ChooseBranchMutation, SendFeedbackMutation } from '../../gateway/operations/branches';
import { ConversationQuery } from '../../gateway/operations/library';
import type { ConversationQuery as ConversationResult } from '../../gateway/generated/graphql';
import type { chatMachine } from '../../machines/chatMachine';
import { siblingsOf, visiblePath } from '../../lib/thread';
import { toast } from '../../app/toasts';
import { errorText } from '../../lib/errors';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import type { LiveTurn } from './liveTurn';

// Branches and message actions on the chat screen: the visible path through the message tree
// (the conversation's chosen leaf, kept on the server), the ‹ 2/3 › switcher at every fork,
// edit and regenerate, copy / share / download, conversation feedback, and quoting a passage
// of an answer in the next prompt.

type Conversation = NonNullable<ConversationResult['conversation']>;
type Message = Conversation['messages'][number];
type ChatRef = ActorRefFrom<typeof chatMachine>;

export const COPIED = 'Copied to clipboard!';
export const MESSAGE_NOT_FOUND = 'Message not found!';

export function useBranches(conversation: Conversation | null, chat: ChatRef) {
  const client = useClient();
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const turn = useSelector(chat, (s) => s.context);
  const messages = useMemo(() => conversation?.messages ?? [], [conversation]);
  // A link to a message (`/{id}#m-{messageId}`, from Share) opens the path through it, even on
  // another branch than the chosen one, until the user switches version.
  const [linked, setLinked] = useState(() => linkedMessageId(window.location.hash));
  const linkedHere = linked !== null && messages.some((m) => m.id === linked) ? linked : null;
  const thread = useMemo(() => {
    const chosen = visiblePath(messages, conversation?.currentLeafId);
    return linkedHere && !chosen.some((m) => m.id === linkedHere) ? visiblePath(messages, linkedHere) : chosen;
  }, [messages, conversation?.currentLeafId, linkedHere]);
  const [editing, setEditing] = useState<string | null>(null);
  const [quote, setQuote] = useState<string | null>(null);

  // Read at call time, so handlers never act on a stale conversation.
  const latest = useRef({ conversation, messages });
  latest.current = { conversation, messages };

  const refetch = useCallback(
    (id: string) => void client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise(),
    [client],
  );

  const choose = useCallback(
    async (leaf: Message) => {
      const id = latest.current.conversation?.id;
      if (!id) return;
      setLinked(null);
      const result = await client.mutation(ChooseBranchMutation, { conversationId: id, leafId: leaf.id }).toPromise();
      if (result.error) {
        toast.error(result.error.graphQLErrors[0]?.extensions?.status === 404 ? MESSAGE_NOT_FOUND : errorText(result.error));
        refetch(id);
      }
    },
    [client, refetch],
  );

  /** The stored message, or a 'Message not found!' toast when it is gone. */
  const find = (id: string) => {
    const message = latest.current.messages.find((m) => m.id === id);
    if (!message) toast.error(MESSAGE_NOT_FOUND);
    return message ?? null;
  };

  const actions: MessageActionHandlers = {
    copy: (id) => {
      const message = find(id);
      if (!message) return;
      navigator.clipboard.writeText(message.content).then(
        () => toast.success(COPIED),
        () => toast.error('Could not copy to the clipboard.'),
      );
    },
    share: async (id) => {
      const current = latest.current.conversation;
      if (!current || !find(id)) return;
      // Deleted meanwhile (another tab, another device)? Ask the server, not the cache.
      const fresh = await client.query(ConversationQuery, { id: current.id }, { requestPolicy: 'network-only' }).toPromise();
      if (!fresh.data?.conversation?.messages.some((m) => m.id === id)) return void toast.error(MESSAGE_NOT_FOUND);
      await navigator.clipboard.writeText(messageLink(window.location.origin, current, id)).then(
        () => toast.success(COPIED),
        () => toast.error('Could not copy to the clipboard.'),
      );
    },
    download: (id) => {
      const message = find(id);
      if (message) downloadText(`${message.role === 'user' ? 'question' : 'answer'}-${message.id}.md`, messageMarkdown(message));
    },
    edit: (id) => setEditing(id),
    saveEdit: (id, text) => {
      const message = find(id);
      const conversationId = latest.current.conversation?.id;
      if (!message || !conversationId || !text.trim()) return;
      setEditing(null);
      chat.send({ type: 'EDIT', text, conversationId, parentId: message.parentId ?? null });
    },
    cancelEdit: () => setEditing(null),
    regenerate: (id) => {
      const answer = find(id);
      const conversationId = latest.current.conversation?.id;
      if (!answer || !conversationId || !answer.parentId) return;
      const stale = latest.current.messages.filter((m) => m.parentId === answer.parentId).map((m) => m.id);
      chat.send({ type: 'REGENERATE', conversationId, questionId: answer.parentId, staleReplyIds: stale });
    },
    feedback: async (value) => {
      const conversationId = latest.current.conversation?.id;
      if (!conversationId) return;
      const result = await client.mutation(SendFeedbackMutation, { conversationId, feedback: value }).toPromise();
      if (result.error) toast.error(errorText(result.error));
      else toast.success(result.data?.sendFeedback.message ?? 'Thank you for feedback.');
    },
    choose: (message) => void choose(message),
  };

  const lastAnswerId = thread.findLast((m) => m.role === 'assistant')?.id ?? null;
  const extras = (id: string): { before?: ReactNode; after?: ReactNode } | null => {
    const message = thread.find((m) => m.id === id);
    if (!message) return null;
    const siblings = siblingsOf(messages, message);
    return {
      before: (
        <>
          <span id={`m-${message.id}`} className={anchor} />
          {message.role === 'user' && message.quote && <blockquote className={quoted}>{message.quote}</blockquote>}
        </>
      ),
      after:
        editing === message.id ? (
          <EditForm initial={message.content} onSave={(text) => actions.saveEdit(message.id, text)} onCancel={actions.cancelEdit} />
        ) : (
          <MessageToolbar
            message={message}
            siblings={siblings}
            busy={busy}
            showFeedback={message.id === lastAnswerId}
            actions={actions}
          />
        ),
    };
  };

  /**
   * While a turn is live the path ends where it branches off: above a question not stored yet
   * (an edit replaces its old sibling), or at the question being answered (a regeneration
   * hides the earlier answers until the new one is stored).
   */
  const shown = (live: LiveTurn): readonly Message[] => {
    if (turn.conversationId !== conversation?.id) return thread;
    const endAt = (id: string | null) => {
      if (id === null) return [];
      const at = thread.findIndex((m) => m.id === id);
      return at === -1 ? thread : thread.slice(0, at + 1);
    };
    if (live.pendingUser) return turn.parentId !== null || turn.root ? endAt(turn.parentId) : thread;
    const questionId = turn.userMessageId ?? turn.regenerateId;
    return live.draft && questionId ? endAt(questionId) : thread;
  };

  const takeQuote = () => {
    const taken = quote;
    setQuote(null);
    return taken;
  };

  const composer = (
    <>
      <QuoteSelection onQuote={setQuote} />
      {quote && <QuotePreview text={quote} onRemove={() => setQuote(null)} />}
    </>
  );

  return { thread, shown, extras, composer, quote, takeQuote };
}

export function linkedMessageId(hash: string): string | null {
  return /^#m-([A-Za-z0-9_-]+)$/.exec(hash)?.[1] ?? null;
}

/** `/share/{id}` when the conversation is shared (visibility 2), else the owner's own address. */
export function messageLink(origin: string, conversation: { id: string; visibility: number }, messageId: string): string {
  const path = conversation.visibility === 2 ? `/share/${conversation.id}` : `/${conversation.id}`;
  return `${origin}${path}#m-${messageId}`;
}

export function messageMarkdown(message: { content: string; quote?: string | null }): string {
  const quote = message.quote ? `> ${message.quote.replaceAll('\n', '\n> ')}\n\n` : '';
  return `${quote}${message.content}\n`;
}

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface MessageActionHandlers {
  copy(id: string): void;
  share(id: string): Promise<void>;
  download(id: string): void;
  edit(id: string): void;
  saveEdit(id: string, text: string): void;
  cancelEdit(): void;
  regenerate(id: string): void;
  feedback(value: 'up' | 'down'): Promise<void>;
  choose(message: Message): void;
}

interface ToolbarProps {
  message: Message;
  siblings: ReturnType<typeof siblingsOf<Message>>;
  busy: boolean;
  showFeedback: boolean;
  actions: MessageActionHandlers;
}

function MessageToolbar({ message, siblings, busy, showFeedback, actions }: ToolbarProps) {
  const { id } = message;
  return (
    <div className={toolbar} role="toolbar" aria-label={message.role === 'user' ? 'Question actions' : 'Answer actions'}>
      {siblings.count > 1 && (
        <span className={switcher}>
          <button
            type="button"
            className={iconButton}
            aria-label="Previous version"
            disabled={busy || !siblings.previous}
            onClick={() => siblings.previous && actions.choose(siblings.previous)}
          >
            ‹
          </button>
          <span className={counter}>
            {siblings.index}/{siblings.count}
          </span>
          <button
            type="button"
            className={iconButton}
            aria-label="Next version"
            disabled={busy || !siblings.next}
            onClick={() => siblings.next && actions.choose(siblings.next)}
          >
            ›
          </button>
        </span>
      )}
      <button type="button" className={textButton} onClick={() => actions.copy(id)}>
        Copy
      </button>
      <button type="button" className={textButton} onClick={() => void actions.share(id)}>
        Share
      </button>
      <button type="button" className={textButton} onClick={() => actions.download(id)}>
        Download
      </button>
      {message.role === 'user' ? (
        <button type="button" className={textButton} disabled={busy} onClick={() => actions.edit(id)}>
          Edit
        </button>
      ) : (
        <button type="button" className={textButton} disabled={busy || !message.parentId} onClick={() => actions.regenerate(id)}>
          Regenerate
        </button>
      )}
      {showFeedback && (
        <>
          <button type="button" className={iconButton} aria-label="Good answer" onClick={() => void actions.feedback('up')}>
            <Thumb up />
          </button>
          <button type="button" className={iconButton} aria-label="Bad answer" onClick={() => void actions.feedback('down')}>
            <Thumb />
          </button>
        </>
      )}
    </div>
  );
}

/** Line icons (no emoji font is needed). */
function Thumb({ up = false }: { up?: boolean }) {
  const d = up
    ? 'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3'
    : 'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17';
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

function EditForm({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className={editForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <textarea
        aria-label="Edit message"
        className={editInput}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <div className={editButtons}>
        <button type="button" className={textButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={textButton} disabled={!text.trim()}>
          Save and send
        </button>
      </div>
    </form>
  );
}

/** A "Quote" button next to text selected inside an answer. */
function QuoteSelection({ onQuote }: { onQuote: (text: string) => void }) {
  const [selection, setSelection] = useState<{ text: string; top: number; left: number } | null>(null);
  useEffect(() => {
    const update = () => {
      const current = window.getSelection();
      const text = current?.toString().trim() ?? '';
      const node = current?.anchorNode;
      const element = node instanceof Element ? node : node?.parentElement;
      if (!text || !current?.rangeCount || !element?.closest('[data-role="assistant"]')) return setSelection(null);
      const rect = current.getRangeAt(0).getBoundingClientRect();
      setSelection({ text, top: Math.max(rect.top - 40, 4), left: rect.left + rect.width / 2 });
    };
    document.addEventListener('mouseup', update);
    document.addEventListener('keyup', update);
    return () => {
      document.removeEventListener('mouseup', update);
      document.removeEventListener('keyup', update);
    };
  }, []);
  if (!selection) return null;
  return (
    <button
      type="button"
      className={quoteButton}
      style={{ top: selection.top, left: selection.left }}
      // Keep the selection while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onMouseUp={(event) => event.stopPropagation()}
      onClick={() => {
        onQuote(selection.text);
        setSelection(null);
        window.getSelection()?.removeAllRanges();
      }}
    >
      Quote
    </button>
  );
}

function QuotePreview({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <figure className={quotePreview} aria-label="Quoted passage">
      <blockquote className={quoted}>{text}</blockquote>
      <button type="button" className={iconButton} aria-label="Remove quote" onClick={onRemove}>
        ×
      </button>
    </figure>
  );
}

const anchor = css`
  display: block;
  scroll-margin-top: 80px;
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const switcher = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const counter = css`
  font-variant-numeric: tabular-nums;
`;

const iconButton = css`
  min-width: 28px;
  height: 28px;
  padding: 0 ${space.xs};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.sunken};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const textButton = css`
  height: 28px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${font.small};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.sunken};
    color: ${color.text};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const quoted = css`
  margin: 0;
  padding: ${space.xs} ${space.md};
  border-left: 3px solid ${color.borderStrong};
  color: ${color.textMuted};
  font-size: ${font.small};
  white-space: pre-wrap;
  max-width: 85%;
`;

const editForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  width: min(100%, 600px);
`;

const editInput = css`
  min-height: 80px;
  padding: ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  font: inherit;
  resize: vertical;
`;

const editButtons = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.xs};
`;

const quoteButton = css`
  position: fixed;
  z-index: 20;
  transform: translateX(-50%);
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  font-size: ${font.small};
  cursor: pointer;
`;

const quotePreview = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
  max-width: 760px;
  margin: 0 auto ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${color.sunken};
`;
