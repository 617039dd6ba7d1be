import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { useClient } from 'urql';
import { ConversationQuery } from '../../gateway/library/operations';
import { MESSAGE_NOT_FOUND } from '../../machines/chat/messageActionsMachine';
import type { TurnPlace } from '../../machines/chat/chatSelectors';
import type { ConversationQuery as ConversationResult } from '../../gateway/generated/graphql';
import { loadedPath, siblingsByIds, siblingsOf } from '../../lib/thread';
import { maxMessagePageSize } from '../../../contract/limits';
import { toast } from '../../ui/toasts';
import { downloadBlob } from '../../lib/exports/download';
import { EditForm, MessageToolbar, type FeedbackValue, type Message, type MessageActionHandlers } from './MessageToolbar';
import { QuotePreview, QuoteSelection } from './Quoting';
import { quoted } from '../messages/messageStyles';

// Branches and message actions on the chat screen: the visible path through the message tree
// (the conversation's chosen leaf, kept on the server), the ‹ 2/3 › switcher at every fork,
// edit and regenerate, copy / share / download, conversation feedback, and quoting a passage
// of an answer in the next prompt. ChatContainer hands it what it needs of the running turn and
// the callbacks that send the machines their events; what it hands the message list
// (`extras`, `shown`) keeps its identity while a reply streams, so the rows above the reply
// are not rendered again on every token.

type Conversation = NonNullable<ConversationResult['conversation']>;

/** What of the running turn the branches follow (chatSelectors: selectBusy, selectTurnPlace). */
export interface BranchTurn {
  busy: boolean;
  place: TurnPlace;
}

/** The branches' writes, each an event for the machine that owns it; given once (stable). */
export interface BranchWrites {
  /** The edited question, sent as a sibling of the one it replaces. */
  edit(edited: { text: string; conversationId: string; parentId: string | null }): void;
  /** Ask a question again; staleReplyIds are its answers so far. */
  regenerate(again: { conversationId: string; questionId: string; staleReplyIds: string[] }): void;
  /** Switch version at a fork: the chosen leaf is stored. */
  choose(conversationId: string, leafId: string): void;
  /** Resolves true once the server stored it. */
  feedback(feedback: { conversationId: string; value: FeedbackValue; message: string | null }): Promise<boolean>;
}

export const COPIED = 'Copied to clipboard!';

export function useBranches(conversation: Conversation | null, { busy, place }: BranchTurn, writes: BranchWrites) {
  const client = useClient();
  const messages = useMemo(() => conversation?.messages ?? [], [conversation]);
  // A link to a message (`/{id}#m-{messageId}`, from Share) opens the path through it, even on
  // another branch than the chosen one, until the user switches version.
  const [linked, setLinked] = useState(() => linkedMessageId(locationHash()));
  const linkedHere = linked !== null && messages.some((m) => m.id === linked) ? linked : null;
  const thread = useMemo(() => {
    const chosen = loadedPath(messages, conversation?.currentLeafId);
    return linkedHere && !chosen.some((m) => m.id === linkedHere) ? loadedPath(messages, linkedHere) : chosen;
  }, [messages, conversation?.currentLeafId, linkedHere]);
  const [editing, setEditing] = useState<string | null>(null);
  const [quote, setQuote] = useState<string | null>(null);

  // Read at call time, so handlers never act on a stale conversation.
  const latest = useRef({ conversation, messages });
  latest.current = { conversation, messages };

  const actions = useMemo((): MessageActionHandlers => {
    /** The stored message, or a 'Message not found!' toast when it is gone. */
    const find = (id: string) => {
      const message = latest.current.messages.find((m) => m.id === id);
      if (!message) toast.error(MESSAGE_NOT_FOUND);
      return message ?? null;
    };
    return {
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
        // As many messages as are loaded, so the list keeps what the reader scrolled up to.
        const limit = Math.min(Math.max(latest.current.messages.length, 1), maxMessagePageSize);
        const fresh = await client.query(ConversationQuery, { id: current.id, limit }, { requestPolicy: 'network-only' }).toPromise();
        if (!fresh.data?.conversation?.messages.some((m) => m.id === id)) return void toast.error(MESSAGE_NOT_FOUND);
        await navigator.clipboard.writeText(messageLink(window.location.origin, current, id)).then(
          () => toast.success(COPIED),
          () => toast.error('Could not copy to the clipboard.'),
        );
      },
      download: (id) => {
        const message = find(id);
        if (!message) return;
        const name = `${message.role === 'user' ? 'question' : 'answer'}-${message.id}.md`;
        downloadBlob(new Blob([messageMarkdown(message)], { type: 'text/markdown;charset=utf-8' }), name);
      },
      edit: (id) => setEditing(id),
      saveEdit: (id, text) => {
        const message = find(id);
        const conversationId = latest.current.conversation?.id;
        if (!message || !conversationId || !text.trim()) return;
        setEditing(null);
        writes.edit({ text, conversationId, parentId: message.parentId ?? null });
      },
      cancelEdit: () => setEditing(null),
      regenerate: (id) => {
        const answer = find(id);
        const conversationId = latest.current.conversation?.id;
        if (!answer || !conversationId || !answer.parentId) return;
        const stale = latest.current.messages.filter((m) => m.parentId === answer.parentId).map((m) => m.id);
        writes.regenerate({ conversationId, questionId: answer.parentId, staleReplyIds: stale });
      },
      feedback: async (value, message) => {
        const conversationId = latest.current.conversation?.id;
        if (!conversationId) return false;
        // The toolbar shows the vote once it is stored.
        return writes.feedback({ conversationId, value, message: message || null });
      },
      choose: (leaf) => {
        const id = latest.current.conversation?.id;
        if (!id) return;
        setLinked(null);
        writes.choose(id, leaf.id);
      },
    };
  }, [client, writes]);

  const lastAnswerId = thread.findLast((m) => m.role === 'assistant')?.id ?? null;
  const extras = useCallback(
    (id: string): { before?: ReactNode; after?: ReactNode } | null => {
      const message = thread.find((m) => m.id === id);
      if (!message) return null;
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
              siblings={message.siblingIds ? siblingsByIds(message.siblingIds, message.id) : siblingsOf(messages, message)}
              busy={busy}
              showFeedback={message.id === lastAnswerId}
              actions={actions}
            />
          ),
      };
    },
    [thread, messages, editing, busy, lastAnswerId, actions],
  );

  /**
   * While a turn is live the path ends where it branches off: above a question not stored yet
   * (an edit replaces its old sibling), or at the question being answered (a regeneration
   * hides the earlier answers until the new one is stored).
   */
  const conversationId = conversation?.id;
  const shown = useCallback(
    (pendingUser: boolean, draft: boolean): readonly Message[] => {
      if (place.conversationId !== conversationId) return thread;
      const endAt = (id: string | null) => {
        if (id === null) return [];
        const at = thread.findIndex((m) => m.id === id);
        return at === -1 ? thread : thread.slice(0, at + 1);
      };
      if (pendingUser) return place.parentId !== null || place.root ? endAt(place.parentId) : thread;
      const questionId = place.userMessageId ?? place.regenerateId;
      return draft && questionId ? endAt(questionId) : thread;
    },
    [place, conversationId, thread],
  );

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

  return { thread, shown, extras, composer, quote, takeQuote, linked: linkedHere };
}

/** The address's `#…`; none when rendered at build time (src/prerender.tsx), where there is no window. */
export const locationHash = () => (typeof window === 'undefined' ? '' : window.location.hash);

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

const anchor = css`
  display: block;
  scroll-margin-top: 80px;
`;
