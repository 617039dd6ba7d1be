// The chat service: a send is checked before its stream opens (check-send.ts, one read), then
// stored once the stream's headers are out (prepare-reply.ts), its reply generated detached from
// the request as a live job (run-reply.ts, live-reply.ts, server/lib/live) and followed by any
// number of streams, here or from another process (server/lib/live/follow-stored.ts).
import type { DomainDeps } from '../domain';
import { HttpError, notFound } from '../lib/errors';
import type { EventStream } from '../lib/sse';
import type { AuthContext } from '../lib/auth-context';
import { createConversation, findConversation, messageView } from '../library/conversations';
import { announceCopy, findWritableConversation } from '../library/sharing';
import type { LiveJob } from '../lib/live/live-job';
import type { Message } from '../db/types';
import { checkSend as checkSendRules, type CheckedSend, type SendInput } from './check-send';
import { prepareReply, storeUserMessage, type PreparedReply, type StoredSend } from './prepare-reply';
import { chooseBranch, saveFeedback } from './branches';
import { liveReplies, replyValues } from './live-reply';
import type { ChatRepositories } from './repository';
import { runReply } from './run-reply';

/** Said when a send's message could not be stored after its stream opened. */
export const messageUnsaved = 'Your message could not be saved. Please try again.';

/**
 * Replies run as live jobs in the app's registry (`live`, with chat's liveReplies): on PostgreSQL
 * they fan out to (and Stop arrives from) other server processes through its bus, and replies of
 * processes that died are swept.
 */
export function createChatService({ repositories, config, engines, files, live, credits }: Pick<DomainDeps, 'config' | 'engines' | 'files' | 'live' | 'credits'> & { repositories: ChatRepositories }) {
  /**
   * Every check of a send, in one read, then the credits its reply may cost held: a refusal is a
   * plain JSON error and stores nothing. The send must then be sent (send() releases the hold).
   */
  function checkSend(auth: AuthContext, conversationId: string, input: SendInput): Promise<CheckedSend> {
    return checkSendRules(repositories.send, config, credits, auth, conversationId, input);
  }

  /**
   * A checked send, on its open stream: the user message stored and told (after `cloning` and
   * `redirect` when it went to a copy of someone else's shared conversation), then its reply.
   * A failure from here on is the stream's `error` event; a stored message stays.
   */
  async function send(checked: CheckedSend, stream: EventStream): Promise<void> {
    let stored: StoredSend | null = null;
    let prepared: PreparedReply;
    try {
      stored = await storeUserMessage(repositories, files, checked);
      if (stored.copyId) announceCopy(stream, stored.copyId);
      stream.send('message', messageView(stored.userMessage));
      prepared = await prepareReply(repositories, files, checked, stored);
    } catch (error) {
      await checked.reservation.release();
      const message = error instanceof HttpError ? error.message : stored ? liveReplies.errors.failed : messageUnsaved;
      stream.send('error', { message });
      stream.end();
      throw error;
    }
    await generate(prepared, stream);
  }

  /**
   * Starts the reply detached from any request: it runs until it ends, fails or is stopped
   * (stop()), whoever listens. Returns once its placeholder message is stored.
   */
  async function start(prepared: PreparedReply): Promise<LiveJob<Message>> {
    const reply = await live.start(liveReplies, replyValues(prepared));
    void runReply(engines, prepared, reply);
    return reply;
  }

  /**
   * Streams the reply to `stream`: first the placeholder assistant message (is_processing, so
   * the client knows its id), then its tokens, then the stored reply. A client that leaves
   * only stops listening: the reply goes on and is stored.
   */
  async function generate(prepared: PreparedReply, stream: EventStream): Promise<void> {
    let running: LiveJob<Message>;
    try {
      running = await start(prepared);
    } catch (error) {
      await prepared.reservation.release();
      stream.send('error', { message: 'The reply could not be saved.' });
      stream.end();
      throw error;
    }
    await running.follow(stream);
  }

  /** The assistant message `messageId` of the conversation, and its running reply when this process generates it. */
  async function findReply(auth: AuthContext, conversationId: string, messageId: string) {
    await findConversation(repositories.conversations, auth, conversationId);
    const message = await repositories.chat.assistantMessage(conversationId, messageId);
    if (!message) throw notFound('Message not found.');
    const running = live.get(liveReplies, messageId);
    return { message, running: running?.row.conversation_id === conversationId ? running : undefined };
  }

  /** Stop: ends the upstream call and answers the stored reply (what was generated, billed). */
  async function stop(auth: AuthContext, conversationId: string, messageId: string) {
    const { message, running } = await findReply(auth, conversationId, messageId);
    if (!running && message.is_processing && live.bus) return messageView(await live.stopElsewhere(liveReplies, message));
    if (!running) return messageView(message);
    running.stop('stop');
    return messageView((await running.done) ?? message);
  }

  /**
   * Re-attaching: the reply so far as one `message` (is_processing), then live events, then
   * the stored reply. A reply generated by another process (or no longer running) is followed
   * through its stored row and the bus.
   */
  async function follow(found: Awaited<ReturnType<typeof findReply>>, stream: EventStream): Promise<void> {
    if (found.running) return found.running.follow(stream);
    return live.followStored(liveReplies, found.message, stream);
  }

  return {
    createConversation: (auth: AuthContext, title: string, temporary: boolean) => createConversation(repositories.conversations, auth, title, temporary),
    /** Before a message's body is read: files for a conversation the caller can't write to are not taken in. */
    checkWritable: (auth: AuthContext, conversationId: string) => findWritableConversation(repositories.sharing, auth, conversationId),
    checkSend,
    send,
    findReply,
    stop,
    follow,
    chooseBranch: (auth: AuthContext, conversationId: string, leafId: string) => chooseBranch(repositories, auth, conversationId, leafId),
    saveFeedback: (auth: AuthContext, conversationId: string, input: Parameters<typeof saveFeedback>[3]) => saveFeedback(repositories, auth, conversationId, input),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
