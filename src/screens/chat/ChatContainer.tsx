import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { MeQuery } from '../../gateway/account/operations';
import { ConversationQuery } from '../../gateway/library/operations';
import { chatMachine } from '../../machines/chat/chatMachine';
import { sameFields, selectBusy, selectComposer, selectOptions, selectPrompt, selectReplyError, selectTurnPlace } from '../../machines/chat/chatSelectors';
import { messageActionsMachine, sendFeedback } from '../../machines/chat/messageActionsMachine';
import { olderMessagesMachine, selectOlderPages } from '../../machines/chat/olderMessagesMachine';
import { guestSignupMachine, selectGuestModal, selectSignedUp } from '../../machines/account/guestSignupMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { GuestModal } from '../../ui/GuestModal';
import { linkedMessageId, locationHash, useBranches, type BranchWrites } from './branches';
import { ChatView, type ChatInputs, type ChatSlots } from './ChatView';
import type { OlderMessages } from '../messages/OlderMessages';

// The chat at `/` and `/{conversationId}`: runs chatMachine, the message actions' writes, the
// older pages and guestSignupMachine (each given the gateway client once, in its input), reads
// the conversation through urql, tells the chat where the user is and what is stored, and turns
// what the machines tell it into navigation and toasts. ChatView renders the values it selects
// with the machines' selectors and calls back; only the thread follows the chat's snapshots
// themselves, a frame at a time. The page (src/screens/pages/ChatPage.tsx) gives it the other
// domains' pieces to show as `slots`.

export function ChatContainer({ slots }: { slots: ChatSlots }) {
  const routeId = useParams<{ conversationId?: string }>().conversationId ?? null;
  const query = useSearch();
  const [, navigate] = useLocation();
  const client = useClient();

  const chat = useActorRef(chatMachine, actorOptions({ client, model: new URLSearchParams(query).get('model'), temporary: new URLSearchParams(query).get('temporary-chat') === 'true' }));
  const guest = useActorRef(guestSignupMachine, actorOptions({ client }));
  // Choosing a version and sending feedback are writes: messageActionsMachine makes them.
  const writes = useActorRef(messageActionsMachine, actorOptions({ client }));
  // The path's pages above the newest one, loaded as the reader scrolls up.
  const olderPages = useActorRef(olderMessagesMachine, actorOptions({ client }));
  const guestModal = useSelector(guest, selectGuestModal, sameFields);
  const busy = useSelector(chat, selectBusy);
  const place = useSelector(chat, selectTurnPlace, sameFields);
  // Not the whole snapshot: that changes on every token, and only ChatThread follows tokens.
  const composer = useSelector(chat, selectComposer, sameFields);
  const options = useSelector(chat, selectOptions, sameFields);
  const replyError = useSelector(chat, (s) => selectReplyError(s, routeId));
  const olderState = useSelector(olderPages, (s) => selectOlderPages(s, routeId), sameFields);
  // The thread reads the snapshots themselves; it gets no way to send.
  const turn = useMemo(() => ({ subscribe: (listener: () => void) => chat.subscribe(listener), getSnapshot: () => chat.getSnapshot() }), [chat]);

  const [me] = useQuery({ query: MeQuery });
  // Right after signup `me` is still being refetched; the modal must not reopen meanwhile.
  const signedUp = useSelector(guest, selectSignedUp);
  const loggedOut = !me.fetching && !me.data?.me && !signedUp;
  // A link to a message (`#m-{id}`) opens the path through it, with it loaded.
  const [through] = useState(() => linkedMessageId(locationHash()) ?? undefined);
  const [conversation] = useQuery({ query: ConversationQuery, variables: through ? { id: routeId ?? '', through } : { id: routeId ?? '' }, pause: !routeId });
  const stored = routeId && conversation.data?.conversation?.id === routeId ? conversation.data.conversation : null;

  const branchWrites = useMemo(
    (): BranchWrites => ({
      edit: (edited) => chat.send({ type: 'EDIT', ...edited }),
      regenerate: (again) => chat.send({ type: 'REGENERATE', ...again }),
      choose: (conversationId, leafId) => {
        chat.send({ type: 'THREAD.SWITCHED' });
        writes.send({ type: 'CHOOSE', conversationId, leafId });
      },
      feedback: (feedback) => sendFeedback(writes, feedback),
    }),
    [chat, writes],
  );
  // Branches: the path through the chosen leaf, message actions, quoting.
  const branches = useBranches(stored, { busy, place }, branchWrites);
  const inputs = useMemo(
    (): ChatInputs => ({
      promptChange: (value) => chat.send({ type: 'PROMPT.CHANGE', value }),
      stop: () => chat.send({ type: 'STOP' }),
      addFiles: (files) => chat.send({ type: 'FILES.ADD', files }),
      removeFile: (file) => chat.send({ type: 'FILES.REMOVE', file }),
      optionsChange: (chosen) => chat.send({ type: 'OPTIONS.SET', ...chosen }),
    }),
    [chat],
  );

  const first = stored?.messages[0]?.id;
  const older = useMemo((): OlderMessages | undefined => {
    if (!stored || !first) return undefined;
    return {
      has: stored.hasOlderMessages,
      ...olderState,
      load: () => olderPages.send({ type: 'LOAD', conversationId: stored.id, before: first }),
      retry: () => olderPages.send({ type: 'RETRY' }),
    };
  }, [stored, first, olderState, olderPages]);

  // Where the user is decides whether a turn's events still reach them (SPEC §4).
  useLayoutEffect(() => {
    chat.send({ type: 'ROUTE.CHANGE', conversationId: routeId });
  }, [chat, routeId]);
  // A new chat (no conversation yet) is temporary exactly when its address says so, so
  // "New chat" after a temporary one starts an ordinary one again.
  const temporaryWanted = new URLSearchParams(query).get('temporary-chat') === 'true';
  useEffect(() => {
    if (!routeId && !busy) chat.send({ type: 'OPTIONS.SET', temporary: temporaryWanted });
  }, [chat, routeId, busy, temporaryWanted]);
  // A reply still generating (the tab was closed or reloaded) is re-attached to: the machine decides.
  useEffect(() => {
    if (stored) chat.send({ type: 'THREAD.STORED', conversationId: stored.id, messages: branches.thread });
  }, [chat, stored, branches.thread]);

  // The quick prompt box (?prompt=) and "Continue this conversation" on a share page
  // (?continue={sharedId}&parent={messageId}&prompt=): the server copies the shared
  // conversation, answers in the copy below that message, and redirects to it.
  useEffect(() => {
    const params = new URLSearchParams(query);
    const prompt = params.get('prompt');
    const shared = params.get('continue');
    if (prompt && shared) chat.send({ type: 'SEND', text: prompt, conversationId: shared, parentId: params.get('parent') });
    else if (prompt) chat.send({ type: 'PROMPT.CHANGE', value: prompt });
  }, [chat, query]);

  useEffect(() => {
    const subscriptions = [
      chat.on('conversationCreated', (e) => navigate(`/${e.conversationId}`)),
      chat.on('redirect', (e) => navigate(e.path)),
      chat.on('cloning', () => toast.success('This conversation was copied to your account.')),
      // Out of credits, and a reply that failed after the question was stored, stay under the thread (ChatView).
      chat.on('failed', (e) => !e.outOfCredits && !e.replyFailed && toast.error(e.message)),
      // A refused first send took its empty conversation with it.
      chat.on('discarded', () => navigate('/', { replace: true })),
      writes.on('failed', (e) => toast.error(e.message)),
      writes.on('feedbackSent', (e) => toast.success(e.message)),
      guest.on('signedUp', (e) => e.isAdmin && navigate('/admin')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [chat, writes, guest, navigate]);

  const send = () => {
    if (loggedOut) return guest.send({ type: 'OPEN' });
    chat.send({ type: 'SEND', text: selectPrompt(chat.getSnapshot()), conversationId: routeId, parentId: branches.thread.at(-1)?.id ?? null, quote: branches.takeQuote() });
  };
  const notFound = !!routeId && !conversation.fetching && !!conversation.data && !conversation.data.conversation && !busy;

  return (
    <ChatView
      routeId={routeId}
      conversation={stored}
      turn={turn}
      composer={composer}
      replyError={replyError}
      options={options}
      branches={branches}
      loggedOut={loggedOut}
      notFound={notFound}
      inputs={inputs}
      onSend={send}
      onPromptFocus={() => loggedOut && guest.send({ type: 'PROMPT.FOCUS' })}
      older={older}
      slots={slots}
      modal={
        guestModal.visible && (
          <GuestModal
            name={guestModal.firstName}
            error={guestModal.error}
            busy={guestModal.busy}
            onNameChange={(value) => guest.send({ type: 'NAME.CHANGE', value })}
            onSubmit={() => guest.send({ type: 'SUBMIT' })}
            onClose={() => guest.send({ type: 'CLOSE' })}
          />
        )
      }
    />
  );
}
