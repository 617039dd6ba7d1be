// chatMachine with its real effects (chatActors.ts, given the gateway client in the machine's input, and the real server): only the
// user's Stop stops a reply; the machine being stopped (the chat screen unmounting because the
// user went to another route) leaves it generating, and opening it again re-attaches.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import type { Client } from '@urql/core';
import { chatMachine } from '../../src/machines/chat/chatMachine';
import { slowReply } from '../server/helpers/fake-engine';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const newChat = (client: Client) => createActor(chatMachine, { input: { client } }).start();

/** The chat screen opened on a new conversation: the machine with the real effects. */
async function openChat() {
  const tab = await gateway.guestSession();
  const created = await tab.client.mutation(CreateConversationMutation, { title: 'Story' }).toPromise();
  const conversationId = created.data!.createConversation.id;
  const chat = newChat(tab.client);
  const storedReply = async () => {
    const result = await tab.client.query(ConversationQuery, { id: conversationId }, { requestPolicy: 'network-only' }).toPromise();
    return result.data!.conversation!.messages.find((message) => message.role === 'assistant')!;
  };
  /** Sends and waits for a few tokens of the reply. */
  const ask = async (chat: ReturnType<typeof newChat>) => {
    chat.send({ type: 'SEND', text: 'Tell me a story', conversationId, parentId: null });
    await vi.waitFor(() => expect(chat.getSnapshot().context.tokens).toBeGreaterThanOrEqual(3));
  };
  /** Opening the conversation again: the screen sees the running reply and sends RESUME. */
  const reopen = async () => {
    const running = await storedReply();
    expect(running.isProcessing).toBe(true);
    const again = newChat(tab.client);
    again.send({ type: 'RESUME', conversationId, messageId: running.id, parentId: running.parentId, content: running.content, reasoning: '' });
    return again;
  };
  const finishedReply = () =>
    vi.waitFor(
      async () => {
        const stored = await storedReply();
        expect(stored.isProcessing).toBe(false);
        return stored;
      },
      { timeout: 10_000 },
    );
  const stopRequests = () => tab.requests.filter((request) => request.endsWith('/stop'));
  return { ...tab, chat, ask, reopen, finishedReply, stopRequests };
}

test('leaving the chat mid-reply (the machine stops) does not stop the reply: the server finishes it', async () => {
  const tab = await openChat();
  gateway.engine.use(slowReply(40, 20));
  await tab.ask(tab.chat);
  tab.chat.stop();

  const reply = await tab.finishedReply();
  expect(reply.content.trim().split(' ')).toHaveLength(40);
  expect(reply.isIncomplete).toBe(false);
  expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(false);
  expect(tab.stopRequests()).toEqual([]);
});

test('Stop ends the reply on the server within a second and keeps what was shown', async () => {
  const tab = await openChat();
  gateway.engine.use(slowReply(1000, 20));
  await tab.ask(tab.chat);
  tab.chat.send({ type: 'STOP' });
  const shown = tab.chat.getSnapshot().context.draft;

  await vi.waitFor(() => expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(true));
  expect(tab.stopRequests()).toHaveLength(1);
  const reply = await tab.finishedReply();
  expect(reply.content.startsWith(shown)).toBe(true);
  expect(reply.content.trim().split(' ').length).toBeLessThan(1000);
  tab.chat.stop();
});

test('coming back re-attaches to the reply and follows it to the whole stored reply', async () => {
  const tab = await openChat();
  gateway.engine.use(slowReply(30, 20));
  await tab.ask(tab.chat);
  tab.chat.stop();

  const again = await tab.reopen();
  await vi.waitFor(() => expect(again.getSnapshot().matches('idle')).toBe(true));
  expect(again.getSnapshot().context.draft.trim().split(' ')).toHaveLength(30);
  expect(tab.stopRequests()).toEqual([]);
  again.stop();
});

test('a re-attached reply: leaving again only detaches, Stop stops it', async () => {
  const tab = await openChat();
  gateway.engine.use(slowReply(1000, 20));
  await tab.ask(tab.chat);
  tab.chat.stop();

  const second = await tab.reopen();
  await vi.waitFor(() => expect(second.getSnapshot().context.tokens).toBeGreaterThanOrEqual(2));
  second.stop();
  const third = await tab.reopen();
  await vi.waitFor(() => expect(third.getSnapshot().context.tokens).toBeGreaterThanOrEqual(2));
  expect(tab.stopRequests()).toEqual([]);

  third.send({ type: 'STOP' });
  await vi.waitFor(() => expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(true));
  expect(tab.stopRequests()).toHaveLength(1);
  expect((await tab.finishedReply()).content.trim().split(' ').length).toBeLessThan(1000);
  third.stop();
});
