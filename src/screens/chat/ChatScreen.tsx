import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { MeQuery } from '../../gateway/operations/account';
import { ConversationQuery, ConversationsQuery } from '../../gateway/operations/library';
import { chatMachine } from '../../machines/chatMachine';
import { chatActors } from '../../machines/chatActors';
import { guestSignupActors, guestSignupMachine } from '../../machines/guestSignupMachine';
import { actorOptions } from '../../app/inspect';
import { toast } from '../../app/toasts';
import { ShareButton } from './AudienceModal';
import { GuestModal } from './GuestModal';
import { HistoryList } from './HistoryList';
import { ExportMenu } from './ExportMenu';
import { useBranches } from './branches';
import { ChatThread } from './ChatThread';
import { replyToResume } from './resumeReply';
import { PromptBox } from './PromptBox';
import { AttachButton, AttachmentChips, useAttachments } from './Attachments';
import { useTurnPresence } from './turnPresence';
import { ChatOptionsBar } from './ChatOptions';
import { EmptyChatHelp, PromptRouteModal, PromptSuggestions } from './PromptHelp';
import * as styles from './chatStyles';

// The chat at `/` and `/{conversationId}`: runs chatMachine and guestSignupMachine, reads the
// conversation through urql, and turns what the machines tell it into navigation and toasts.

const NO_MESSAGES: readonly never[] = [];

export default function ChatScreen() {
  const routeId = useParams<{ conversationId?: string }>().conversationId ?? null;
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const client = useClient();
  const [menuOpen, setMenuOpen] = useState(false);

  const chatLogic = useMemo(() => chatMachine.provide({ actors: chatActors(client) }), [client]);
  const chat = useActorRef(chatLogic, actorOptions({ model: search.get('model'), temporary: search.get('temporary-chat') === 'true' }));
  const guestLogic = useMemo(() => guestSignupMachine.provide({ actors: guestSignupActors(client) }), [client]);
  const guest = useActorRef(guestLogic, actorOptions(undefined));

  // Not the whole context: that changes on every token, and only ChatThread follows tokens.
  const prompt = useSelector(chat, (s) => s.context.prompt);
  const seconds = useSelector(chat, (s) => s.context.seconds);
  const resumeState = useSelector(
    chat,
    (s) => ({ replyId: s.context.replyId, stoppedUnknownReplyIn: s.context.stoppedUnknownReplyIn }),
    (a, b) => a.replyId === b.replyId && a.stoppedUnknownReplyIn === b.stoppedUnknownReplyIn,
  );
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const guestState = useSelector(guest, (s) => ({ visible: s.hasTag('visible'), busy: s.hasTag('busy'), ...s.context }));

  const [me] = useQuery({ query: MeQuery });
  // Right after signup `me` is still being refetched; the modal must not reopen meanwhile.
  const signedUp = useSelector(guest, (s) => s.matches('done'));
  const loggedOut = !me.fetching && !me.data?.me && !signedUp;
  const [conversation] = useQuery({ query: ConversationQuery, variables: { id: routeId ?? '' }, pause: !routeId });
  const stored = routeId && conversation.data?.conversation?.id === routeId ? conversation.data.conversation : null;
  // Branches: the path through the chosen leaf, message actions, quoting.
  const branches = useBranches(stored, chat);
  const thread = branches.thread;
  // Events of a reply the user navigated away from are silent (SPEC §4).
  const withTurn = useTurnPresence(chat, routeId);

  // Replies that survive: a reply still generating (the tab was closed or reloaded) is
  // re-attached to — its text so far at once, then live tokens, Stop like any reply.
  const resumable = routeId ? replyToResume(thread, busy, resumeState, routeId) : null;
  useEffect(() => {
    if (!resumable || !routeId) return;
    const { id, parentId, content, reasoning } = resumable;
    chat.send({ type: 'RESUME', conversationId: routeId, messageId: id, parentId, content, reasoning: reasoning ?? '' });
    // Once per reply (its id), not on every change of its stored text.
  }, [chat, routeId, resumable?.id]);

  useEffect(() => {
    const prompt = new URLSearchParams(window.location.search).get('prompt');
    if (prompt) chat.send({ type: 'PROMPT.CHANGE', value: prompt });
  }, [chat]);

  // The quick prompt box (?prompt=) and "Continue this conversation" on a share page
  // (?continue={sharedId}&parent={messageId}&prompt=): the server copies the shared
  // conversation, answers in the copy below that message, and redirects to it.
  const query = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(query);
    const prompt = params.get('prompt');
    const shared = params.get('continue');
    if (prompt && shared) chat.send({ type: 'SEND', text: prompt, conversationId: shared, parentId: params.get('parent') });
    else if (prompt) chat.send({ type: 'PROMPT.CHANGE', value: prompt });
  }, [chat, query]);

  useEffect(() => {
    // Refetching through the client updates graphcache, so every screen showing it follows.
    const refresh = (id: string) => {
      void client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
      void client.query(ConversationsQuery, { limit: 25, startingAfter: null }, { requestPolicy: 'network-only' }).toPromise();
    };
    const subscriptions = [
      chat.on('conversationCreated', (e) => withTurn() && navigate(`/${e.conversationId}`)),
      chat.on('redirect', (e) => withTurn() && navigate(e.path)),
      chat.on('cloning', () => withTurn() && toast.success('This conversation was copied to your account.')),
      chat.on('failed', (e) => withTurn() && toast.error(e.message)),
      // The server keeps a stopped reply; fetch it so the thread shows what is stored.
      chat.on('stopped', (e) => e.conversationId && refresh(e.conversationId)),
      chat.on('finished', (e) => e.conversationId && refresh(e.conversationId)),
      guest.on('signedUp', (e) => e.isAdmin && navigate('/admin')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [chat, guest, client, navigate, withTurn]);

  const attachments = useAttachments();
  const restoreFiles = attachments.restore;
  // A turn that ended before the server stored the message gives its files back, as the
  // machine gives back the text (a failure, or Stop before anything was stored).
  useEffect(() => {
    const giveBack = () => {
      const { userMessageId, draft, files } = chat.getSnapshot().context;
      if (userMessageId === null && draft === '' && files.length) restoreFiles(files);
    };
    const subscriptions = [chat.on('failed', giveBack), chat.on('stopped', giveBack)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [chat, restoreFiles]);
  const send = () => {
    if (loggedOut) return guest.send({ type: 'OPEN' });
    const files = attachments.take();
    chat.send({ type: 'SEND', text: prompt, conversationId: routeId, parentId: thread.at(-1)?.id ?? null, quote: branches.takeQuote(), ...(files.length ? { files } : {}) });
  };
  const notFound = routeId && !conversation.fetching && conversation.data && !conversation.data.conversation && !busy;

  return (
    <div className={styles.layout}>
      <aside className={menuOpen ? styles.sidebarOpen : styles.sidebar} aria-label="Conversations">
        <Link href="/" className={styles.newChat} onClick={() => setMenuOpen(false)}>
          + New chat
        </Link>
        <nav aria-label="History" className={styles.history}>
          <HistoryList activeId={routeId} onNavigate={() => setMenuOpen(false)} />
        </nav>
      </aside>
      <section className={styles.main}>
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          {menuOpen ? 'Close history' : 'History'}
        </button>
        {stored && (
          <div className={styles.conversationBar}>
            <ShareButton conversationId={stored.id} title={stored.title ?? null} visibility={stored.visibility} />
            <ExportMenu conversation={stored} messages={thread} />
          </div>
        )}
        {notFound ? (
          <p className={styles.empty}>This conversation does not exist or is not yours.</p>
        ) : (
          <ChatThread
            chat={chat}
            routeId={routeId}
            storedMessages={stored?.messages ?? NO_MESSAGES}
            branches={branches}
            empty={routeId ? <p className={styles.empty} /> : <EmptyChatHelp chat={chat} />}
          />
        )}
        <div className={styles.composer}>
          {branches.composer}
          <PromptSuggestions chat={chat} conversationId={routeId} />
          <ChatOptionsBar chat={chat} conversationId={routeId} loggedIn={!loggedOut} />
          <AttachmentChips attachments={attachments} />
          <PromptBox
            attach={<AttachButton attachments={attachments} disabled={busy} />}
            hasFiles={attachments.files.length > 0}
            value={prompt}
            busy={busy}
            seconds={seconds}
            onChange={(value) => chat.send({ type: 'PROMPT.CHANGE', value })}
            onSend={send}
            onStop={() => chat.send({ type: 'STOP' })}
            onFocus={() => loggedOut && guest.send({ type: 'PROMPT.FOCUS' })}
          />
        </div>
      </section>
      <PromptRouteModal chat={chat} />
      {guestState.visible && (
        <GuestModal
          name={guestState.firstName}
          error={guestState.error}
          busy={guestState.busy}
          onNameChange={(value) => guest.send({ type: 'NAME.CHANGE', value })}
          onSubmit={() => guest.send({ type: 'SUBMIT' })}
          onClose={() => guest.send({ type: 'CLOSE' })}
        />
      )}
    </div>
  );
}
