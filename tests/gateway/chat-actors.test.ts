// chatMachine with its real effects (chatActors over the gateway and the real server): only the
// user's Stop stops a reply; the machine being stopped (the chat screen unmounting because the
// user went to another route) leaves it generating, and opening it again re-attaches.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { CreateConversationMutation } from '../../src/gateway/operations/chat';
import { ConversationQuery } from '../../src/gateway/operations/library';
import { chatActors } from '../../src/machines/chatActors';
import { chatMachine } from '../../src/machines/chatMachine';
import { pause } from '../server/helpers/fake-engine';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

/** A reply of `count` tokens, one every 20 ms, that ends early when the server stops it. */
function slowReply(count: number) {
  gateway.engine.use(async function* (request) {
    for (let n = 0; n < count && !request.signal.aborted; n++) {
      yield { type: 'token', text: `t${n} ` };
      await pause(20);
    }
  });
}

/** The chat screen opened on a new conversation: the machine with the real effects. */
async function openChat() {
  const tab = await gateway.guestSession();
  const created = await tab.client.mutation(CreateConversationMutation, { title: 'Story' }).toPromise();
  const conversationId = created.data!.createConversation.id;
  const chat = createActor(chatMachine.provide({ actors: chatActors(tab.client) }), { input: {} }).start();
  const storedReply = async () => {
    const result = await tab.client.query(ConversationQuery, { id: conversationId }, { requestPolicy: 'network-only' }).toPromise();
    return result.data!.conversation!.messages.find((message) => message.role === 'assistant')!;
  };
  const stopRequests = () => tab.requests.filter((request) => request.endsWith('/stop'));
  return { ...tab, conversationId, chat, storedReply, stopRequests };
}

test('leaving the chat mid-reply (the machine stops) does not stop the reply: the server finishes it', async () => {
  const tab = await openChat();
  slowReply(40);
  tab.chat.send({ type: 'SEND', text: 'Tell me a story', conversationId: tab.conversationId, parentId: null });
  await vi.waitFor(() => expect(tab.chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(3));
  tab.chat.stop();

  const reply = await vi.waitFor(
    async () => {
      const stored = await tab.storedReply();
      expect(stored.isProcessing).toBe(false);
      return stored;
    },
    { timeout: 10_000 },
  );
  expect(reply.content.trim().split(' ')).toHaveLength(40);
  expect(reply.isIncomplete).toBe(false);
  expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(false);
  expect(tab.stopRequests()).toEqual([]);
});

test('Stop ends the reply on the server within a second and keeps what was shown', async () => {
  const tab = await openChat();
  slowReply(1000);
  tab.chat.send({ type: 'SEND', text: 'Tell me a long story', conversationId: tab.conversationId, parentId: null });
  await vi.waitFor(() => expect(tab.chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(3));
  tab.chat.send({ type: 'STOP' });
  const shown = tab.chat.getSnapshot().context.draft;

  const engineRequest = gateway.engine.requests.at(-1)!;
  await vi.waitFor(() => expect(engineRequest.signal.aborted).toBe(true), { timeout: 1000 });
  expect(tab.stopRequests()).toHaveLength(1);
  const reply = await vi.waitFor(async () => {
    const stored = await tab.storedReply();
    expect(stored.isProcessing).toBe(false);
    return stored;
  });
  expect(reply.content.startsWith(shown)).toBe(true);
  expect(reply.content.trim().split(' ').length).toBeLessThan(1000);
  tab.chat.stop();
});

test('a re-attached reply: leaving again detaches, coming back re-attaches to the end, Stop stops it', async () => {
  const tab = await openChat();
  slowReply(60);
  tab.chat.send({ type: 'SEND', text: 'Tell me a story', conversationId: tab.conversationId, parentId: null });
  await vi.waitFor(() => expect(tab.chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(2));
  tab.chat.stop();

  // Opening the conversation again: the screen sees the running reply and sends RESUME.
  const resumeIn = async (chat: typeof tab.chat) => {
    const running = await tab.storedReply();
    expect(running.isProcessing).toBe(true);
    chat.send({ type: 'RESUME', conversationId: tab.conversationId, messageId: running.id, parentId: running.parentId, content: running.content, reasoning: '' });
    await vi.waitFor(() => expect(chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(2));
  };
  const second = createActor(chatMachine.provide({ actors: chatActors(tab.client) }), { input: {} }).start();
  await resumeIn(second);
  second.stop();

  const third = createActor(chatMachine.provide({ actors: chatActors(tab.client) }), { input: {} }).start();
  await resumeIn(third);
  expect(tab.stopRequests()).toEqual([]);
  third.send({ type: 'STOP' });
  await vi.waitFor(() => expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(true), { timeout: 1000 });
  expect(tab.stopRequests()).toHaveLength(1);
  third.stop();
});

test('a re-attached reply followed to the end completes the chat with the whole stored reply', async () => {
  const tab = await openChat();
  slowReply(30);
  tab.chat.send({ type: 'SEND', text: 'Tell me a story', conversationId: tab.conversationId, parentId: null });
  await vi.waitFor(() => expect(tab.chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(2));
  tab.chat.stop();

  const running = await tab.storedReply();
  const again = createActor(chatMachine.provide({ actors: chatActors(tab.client) }), { input: {} }).start();
  again.send({ type: 'RESUME', conversationId: tab.conversationId, messageId: running.id, parentId: running.parentId, content: running.content, reasoning: '' });
  await vi.waitFor(() => expect(again.getSnapshot().matches('idle')).toBe(true), { timeout: 10_000 });
  expect(again.getSnapshot().context.draft.trim().split(' ')).toHaveLength(30);
  expect(tab.stopRequests()).toEqual([]);
  again.stop();
});
