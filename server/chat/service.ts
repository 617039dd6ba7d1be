// The chat service: a send is prepared (prepare-reply.ts), its reply generated detached from
// the request (run-reply.ts, server/lib/live/live-jobs.ts) and followed by any number of
// streams, here or from another process (server/lib/live/follow-stored.ts).
import { isPostgresUrl } from '../config';
import type { DomainDeps } from '../domain';
import { notFound } from '../lib/errors';
import type { EventStream } from '../lib/sse';
import type { AuthContext } from '../lib/auth-context';
import { createConversation, findConversation, messageView } from '../library/conversations';
import { findWritableConversation, prepareInCopyIfShared } from '../library/sharing';
import { followStoredReply, stopElsewhere } from '../lib/live/follow-stored';
import { GrowingReply } from '../lib/live/growing-output';
import { createLiveReplies, LiveReply } from '../lib/live/live-jobs';
import { prepareReply, type PreparedReply, type SendInput } from './prepare-reply';
import { createReplyBus } from '../lib/live/live-bus';
import { chooseBranch, saveFeedback } from './branches';
import { chatRepository } from './repository';
import { runReply, type MessageView } from './run-reply';

export function createChatService({ db, config, engines, files }: Pick<DomainDeps, 'db' | 'config' | 'engines' | 'files'>) {
  const replies = chatRepository(db);
  // PostgreSQL: replies of processes that died are found by a periodic sweep (live-jobs.ts).
  const live = createLiveReplies(db, { sweep: isPostgresUrl(config.databaseUrl) });
  // PostgreSQL: replies fan out to (and Stop arrives from) other server processes.
  const bus = createReplyBus(config.databaseUrl);
  bus?.onStop((messageId) => live.get(messageId)?.stop('stop'));

  /** Checks in the order of docs/rest-api.md, so a refused request stores nothing. */
  function prepare(auth: AuthContext, conversationId: string, input: SendInput): Promise<PreparedReply> {
    return prepareReply(db, config, auth, conversationId, input);
  }

  /**
   * A send's checks and its user message, before the stream opens. Someone else's shared
   * conversation is continued in a copy of it (server/library/sharing.ts): `copyId` names it.
   */
  function prepareSend(auth: AuthContext, conversationId: string, input: SendInput) {
    return prepareInCopyIfShared(db, files, auth, conversationId, input, (id, body) => prepare(auth, id, body));
  }

  /**
   * Starts the reply detached from any request: it runs until it ends, fails or is stopped
   * (stop()), whoever listens. Returns once its placeholder message is stored.
   */
  async function start(prepared: PreparedReply): Promise<LiveReply<MessageView>> {
    const { model, userMessage } = prepared;
    const reply = new GrowingReply(
      db,
      { conversation_id: userMessage.conversation_id, parent_id: userMessage.id, model: model.key, assistant_id: userMessage.assistant_id },
      bus,
    );
    // Listening before the reply exists, so a Stop sent through another process is heard.
    await bus?.ready().catch(() => {});
    const running = new LiveReply(userMessage.conversation_id, messageView(await reply.start()));
    live.add(running);
    void runReply(db, engines, bus, prepared, reply, running);
    return running;
  }

  /**
   * Streams the reply to `stream`: first the placeholder assistant message (is_processing, so
   * the client knows its id), then its tokens, then the stored reply. A client that leaves
   * only stops listening: the reply goes on and is stored.
   */
  async function generate(prepared: PreparedReply, stream: EventStream): Promise<void> {
    let running: LiveReply<MessageView>;
    try {
      running = await start(prepared);
    } catch (error) {
      stream.send('error', { message: 'The reply could not be saved.' });
      stream.end();
      throw error;
    }
    await running.follow(stream);
  }

  /** The assistant message `messageId` of the conversation, and its running reply when this process generates it. */
  async function findReply(auth: AuthContext, conversationId: string, messageId: string) {
    await findConversation(db, auth, conversationId);
    const message = await replies.assistantMessage(conversationId, messageId);
    if (!message) throw notFound('Message not found.');
    const running = live.get(messageId);
    return { message, running: running?.conversationId === conversationId ? running : undefined };
  }

  /** Stop: ends the upstream call and answers the stored reply (what was generated, billed). */
  async function stop(auth: AuthContext, conversationId: string, messageId: string) {
    const { message, running } = await findReply(auth, conversationId, messageId);
    if (!running && message.is_processing && bus) return stopElsewhere(db, bus, message, messageView);
    if (!running) return messageView(message);
    running.stop('stop');
    // The live registry is shared machinery and types its jobs loosely; the chat's hold a MessageView.
    return ((await running.done) as MessageView | null) ?? messageView(message);
  }

  /**
   * Re-attaching: the reply so far as one `message` (is_processing), then live events, then
   * the stored reply. A reply generated by another process (or no longer running) is followed
   * through its stored row and the bus.
   */
  async function follow(found: Awaited<ReturnType<typeof findReply>>, stream: EventStream): Promise<void> {
    if (found.running) return found.running.follow(stream);
    return followStoredReply(db, bus, found.message, stream, messageView);
  }

  async function shutdown() {
    await live.shutdown();
    await bus?.close();
  }

  return {
    createConversation: (auth: AuthContext, title: string, temporary: boolean) => createConversation(db, auth, title, temporary),
    /** Before a message's body is read: files for a conversation the caller can't write to are not taken in. */
    checkWritable: (auth: AuthContext, conversationId: string) => findWritableConversation(db, auth, conversationId),
    prepare,
    prepareSend,
    generate,
    start,
    findReply,
    stop,
    follow,
    chooseBranch: (auth: AuthContext, conversationId: string, leafId: string) => chooseBranch(db, auth, conversationId, leafId),
    saveFeedback: (auth: AuthContext, conversationId: string, input: Parameters<typeof saveFeedback>[3]) => saveFeedback(db, auth, conversationId, input),
    shutdown,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
