import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { MeQuery } from '../../gateway/account/operations';
import { ConversationQuery } from '../../gateway/library/operations';
import { chatMachine } from '../../machines/chat/chatMachine';
import { olderMessagesMachine } from '../../machines/chat/olderMessagesMachine';
import { guestSignupMachine } from '../../machines/account/guestSignupMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { GuestModal } from '../../ui/GuestModal';
import { linkedMessageId, locationHash, useBranches } from './branches';
import { ChatView } from './ChatView';
import type { OlderMessages } from '../messages/OlderMessages';

// The chat at `/` and `/{conversationId}`: runs chatMachine and guestSignupMachine (each given
// the gateway client once, in its input), reads the conversation through urql, tells the chat
// where the user is and what is stored, and turns what the machines tell it into navigation
// and toasts. ChatView renders.

export default function ChatScreen() {
  const routeId = useParams<{ conversationId?: string }>().conversationId ?? null;
  const query = useSearch();
  const [, navigate] = useLocation();
  const client = useClient();

  const chat = useActorRef(chatMachine, actorOptions({ client, model: new URLSearchParams(query).get('model'), temporary: new URLSearchParams(query).get('temporary-chat') === 'true' }));
  const guest = useActorRef(guestSignupMachine, actorOptions({ client }));
  const guestState = useSelector(guest, (s) => ({ visible: s.hasTag('visible'), busy: s.hasTag('busy'), firstName: s.context.firstName, error: s.context.error }));

  const [me] = useQuery({ query: MeQuery });
  // Right after signup `me` is still being refetched; the modal must not reopen meanwhile.
  const signedUp = useSelector(guest, (s) => s.matches({ dialog: 'done' }));
  const loggedOut = !me.fetching && !me.data?.me && !signedUp;
  // A link to a message (`#m-{id}`) opens the path through it, with it loaded.
  const [through] = useState(() => linkedMessageId(locationHash()) ?? undefined);
  const [conversation] = useQuery({ query: ConversationQuery, variables: through ? { id: routeId ?? '', through } : { id: routeId ?? '' }, pause: !routeId });
  const stored = routeId && conversation.data?.conversation?.id === routeId ? conversation.data.conversation : null;
  // Branches: the path through the chosen leaf, message actions, quoting.
  const branches = useBranches(stored, chat);
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  // The path's pages above the newest one, loaded as the reader scrolls up.
  const olderPages = useActorRef(olderMessagesMachine, actorOptions({ client }));
  // What it says is about this conversation's pages only, not the one the user just left.
  const olderHere = (s: ReturnType<typeof olderPages.getSnapshot>) => s.context.page?.conversationId === routeId;
  const olderLoading = useSelector(olderPages, (s) => olderHere(s) && s.hasTag('loading'));
  const olderError = useSelector(olderPages, (s) => (olderHere(s) && s.hasTag('failed') ? s.context.error || 'Please try again.' : null));
  const first = stored?.messages[0]?.id;
  const older = useMemo((): OlderMessages | undefined => {
    if (!stored || !first) return undefined;
    return {
      has: stored.hasOlderMessages,
      loading: olderLoading,
      error: olderError,
      load: () => olderPages.send({ type: 'LOAD', conversationId: stored.id, before: first }),
      retry: () => olderPages.send({ type: 'RETRY' }),
    };
  }, [stored, first, olderLoading, olderError, olderPages]);

  // Where the user is decides whether a turn's events still reach them (SPEC §4).
  useLayoutEffect(() => {
    chat.send({ type: 'ROUTE.CHANGE', conversationId: routeId });
  }, [chat, routeId]);
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
      guest.on('signedUp', (e) => e.isAdmin && navigate('/admin')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [chat, guest, navigate]);

  const send = () => {
    if (loggedOut) return guest.send({ type: 'OPEN' });
    chat.send({ type: 'SEND', text: chat.getSnapshot().context.prompt, conversationId: routeId, parentId: branches.thread.at(-1)?.id ?? null, quote: branches.takeQuote() });
  };
  const notFound = !!routeId && !conversation.fetching && !!conversation.data && !conversation.data.conversation && !busy;

  return (
    <ChatView
      chat={chat}
      routeId={routeId}
      conversation={stored}
      branches={branches}
      loggedOut={loggedOut}
      notFound={notFound}
      onSend={send}
      onPromptFocus={() => loggedOut && guest.send({ type: 'PROMPT.FOCUS' })}
      older={older}
      modal={
        guestState.visible && (
          <GuestModal
            name={guestState.firstName}
            error={guestState.error}
            busy={guestState.busy}
            onNameChange={(value) => guest.send({ type: 'NAME.CHANGE', value })}
            onSubmit={() => guest.send({ type: 'SUBMIT' })}
            onClose={() => guest.send({ type: 'CLOSE' })}
          />
        )
      }
    />
  );
}
