import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useQuery } from 'urql';
import { css } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { ConversationQuery } from '../../gateway/library/operations';
import { SharedConversationQuery } from '../../gateway/library/operations';
import { visiblePath } from '../../lib/thread';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { color, font, radius, space } from '../../ui/tokens';
import { SharedAttachmentDownloads } from '../messages/sharedDownloads';
import { MessageList } from '../messages/LazyMessageList';
import { useNoIndex } from './useNoIndex';

// `/share/{id}`: a conversation someone shared, read-only and without login (SPEC §2). A
// logged-in viewer can continue it: the chat sends the message to the shared conversation,
// the server copies it into the viewer's account (`cloning`) and the chat moves to the copy
// (`redirect`).

const noLiveTurn = { pendingUser: null, draft: null };

export default function ShareScreen() {
  const { id } = useParams<{ id: string }>();
  useNoIndex();
  // Always asked again: a link withdrawn a second ago must not show from the cache.
  const [shared] = useQuery({ query: SharedConversationQuery, variables: { id }, requestPolicy: 'network-only' });
  const [me] = useQuery({ query: MeQuery });
  const loggedIn = !!me.data?.me;
  // The owner continues in the conversation itself, not in a copy.
  const [own] = useQuery({ query: ConversationQuery, variables: { id }, pause: !loggedIn });
  const conversation = shared.data?.sharedConversation;
  const thread = useMemo(() => visiblePath(conversation?.messages ?? [], conversation?.currentLeafId), [conversation]);

  if (!conversation) {
    if (shared.fetching || !shared.data) {
      return shared.error ? <p className={note}>{shared.error.message}</p> : <div className={centred}><Spinner /></div>;
    }
    return (
      <section className={centred}>
        <h1 className={heading}>Page not found</h1>
        <p className={note}>This conversation is not shared, or no longer exists.</p>
        <Link href="/">Go to the chat</Link>
      </section>
    );
  }

  return (
    <section className={page} aria-label="Shared conversation">
      <header className={header}>
        <h1 className={heading}>{conversation.title || 'Untitled conversation'}</h1>
        <p className={note}>A shared conversation · read-only</p>
      </header>
      <SharedAttachmentDownloads conversationId={id}>
        <MessageList messages={thread} live={noLiveTurn} tokens={0} opensAt="start" empty={<p className={note}>This conversation has no messages yet.</p>} />
      </SharedAttachmentDownloads>
      <footer className={footer}>
        {!loggedIn ? (
          <p className={note}>
            <Link href={`/login?redirect=${encodeURIComponent(`/share/${id}`)}`}>Log in to continue this conversation</Link>
          </p>
        ) : own.data?.conversation ? (
          <Link href={`/${id}`}>Open in chat</Link>
        ) : (
          <ContinueForm sharedId={id} lastMessageId={thread.at(-1)?.id ?? null} />
        )}
      </footer>
    </section>
  );
}

/** The first message of the viewer's copy; the chat screen sends it and follows the redirect. */
function ContinueForm({ sharedId, lastMessageId }: { sharedId: string; lastMessageId: string | null }) {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const submit = () => {
    const prompt = text.trim();
    if (!prompt) return;
    // The server translates `parent` (a message of the shared conversation) into the copy.
    const params = new URLSearchParams({ continue: sharedId, prompt, ...(lastMessageId ? { parent: lastMessageId } : {}) });
    navigate(`/?${params}`);
  };
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        className={field}
        rows={2}
        value={text}
        aria-label="Continue this conversation"
        placeholder="Ask a follow-up to continue in your account…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button type="submit" disabled={!text.trim()}>
        Continue this conversation
      </Button>
    </form>
  );
}

const page = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  background: ${color.surface};
`;

const header = css`
  padding: ${space.lg} ${space.xl} 0;
`;

const heading = css`
  margin: 0;
  font-size: ${font.title};
`;

const note = css`
  margin: ${space.xs} 0 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const centred = css`
  margin: auto;
  padding: ${space.xl};
  text-align: center;
`;

const footer = css`
  padding: ${space.md} ${space.xl} ${space.lg};
  border-top: 1px solid ${color.border};
`;

const form = css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-end;
`;

const field = css`
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  font: inherit;
  resize: vertical;
`;
