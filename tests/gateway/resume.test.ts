import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { onEnd, pipe, subscribe } from 'wonka';
import type { Client } from '@urql/core';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { ResumeReplySubscription } from '../../src/gateway/chat/operations';
import type { ResumeReplySubscription as ResumeResult } from '../../src/gateway/generated/graphql';
import { sendAndDrop } from '../server/helpers/event-stream';
import { replyWith, slowReply } from '../server/helpers/fake-engine';
import { sendMessage, startGateway } from './helpers/gateway';

type ResumeEvent = ResumeResult['resumeReply'];

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

/** A tab that sent a message and was closed three tokens into the reply: the reply's id. */
async function sendAndCloseTab(jwt: string, conversationId: string) {
  const [, placeholder] = await sendAndDrop(gateway.baseUrl, jwt, conversationId, 3);
  return placeholder!.data.id as string;
}

function resume(client: Client, conversationId: string, messageId: string) {
  const events: ResumeEvent[] = [];
  let ended = false;
  const stop = new AbortController();
  const subscription = pipe(
    client.subscription(ResumeReplySubscription, { conversationId, messageId }, { stop: stop.signal }),
    onEnd(() => (ended = true)),
    subscribe((result) => {
      if (result.data) events.push(result.data.resumeReply);
    }),
  );
  return {
    events,
    ended: () => ended,
    /** Leaving the chat screen: the subscription goes, the reply stays. */
    unsubscribe: () => subscription.unsubscribe(),
    /** The Stop button: the stop signal, then unsubscribing. */
    stop: () => {
      stop.abort();
      subscription.unsubscribe();
    },
  };
}

async function newTab() {
  const tab = await gateway.guestSession();
  const created = await tab.client.mutation(CreateConversationMutation, { title: 'Story' }).toPromise();
  return { ...tab, conversationId: created.data!.createConversation.id };
}

test('a reopened tab re-attaches: the text so far, then live tokens, then the stored reply, also in the cache', async () => {
  const tab = await newTab();
  gateway.engine.use(slowReply(20, 30));
  const messageId = await sendAndCloseTab(tab.rest.token()!, tab.conversationId);

  // The reopened tab reads the conversation, sees the reply still generating, re-attaches.
  const opened = await tab.client.query(ConversationQuery, { id: tab.conversationId }, { requestPolicy: 'network-only' }).toPromise();
  expect(opened.data!.conversation!.messages.find((m) => m.id === messageId)).toMatchObject({ isProcessing: true, isIncomplete: false });
  const stream = resume(tab.client, tab.conversationId, messageId);
  await vi.waitFor(() => expect(stream.ended()).toBe(true));

  const [first, ...rest] = stream.events;
  expect(first).toMatchObject({ __typename: 'ChatMessage', message: { id: messageId, isProcessing: true } });
  const soFar = first!.__typename === 'ChatMessage' ? first!.message.content : '';
  expect(soFar).toMatch(/^t0 t1 t2 /);
  const live = rest.flatMap((event) => (event.__typename === 'ChatToken' ? [event.text] : []));
  expect(live.length).toBeGreaterThan(0);
  const last = rest.at(-1)!;
  expect(last).toMatchObject({ __typename: 'ChatMessage', message: { id: messageId, isProcessing: false } });
  const final = last.__typename === 'ChatMessage' ? last.message.content : '';
  expect(soFar + live.join('')).toBe(final);
  expect(final.trim().split(' ')).toHaveLength(20);

  const cached = await tab.client.query(ConversationQuery, { id: tab.conversationId }, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.conversation!.messages.find((m) => m.id === messageId)).toMatchObject({ content: final, isProcessing: false });
});

test('a finished reply is its stored message at once; an unknown one is a ChatError', async () => {
  const tab = await newTab();
  gateway.engine.use(replyWith(['Done']));
  const sent = await sendMessage(tab.client, { conversationId: tab.conversationId, content: 'Hi' });
  const reply = sent.at(-1)!;
  const messageId = reply.__typename === 'ChatMessage' ? reply.message.id : '';
  const stream = resume(tab.client, tab.conversationId, messageId);
  await vi.waitFor(() => expect(stream.ended()).toBe(true));
  expect(stream.events).toEqual([{ __typename: 'ChatMessage', message: expect.objectContaining({ id: messageId, content: 'Done', isProcessing: false }) }]);

  const unknown = resume(tab.client, tab.conversationId, 'no-such-message');
  await vi.waitFor(() => expect(unknown.ended()).toBe(true));
  expect(unknown.events).toEqual([{ __typename: 'ChatError', error: 'Message not found.', outOfCredits: false }]);
});

test('Stop on a re-attached reply: the server ends it and keeps what was generated', async () => {
  const tab = await newTab();
  gateway.engine.use(slowReply(1000, 20));
  const messageId = await sendAndCloseTab(tab.rest.token()!, tab.conversationId);
  const stream = resume(tab.client, tab.conversationId, messageId);
  await vi.waitFor(() => expect(stream.events.filter((e) => e.__typename === 'ChatToken').length).toBeGreaterThanOrEqual(2));
  stream.stop();
  expect(tab.requests).toContain(`POST /api/ai/conversations/${tab.conversationId}/messages/${messageId}/stop`);
  await vi.waitFor(() => expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(true));
  // The engine is aborted before the stop request stores the reply and answers: wait for the store.
  const reply = await vi.waitFor(async () => {
    const stored = await tab.client.query(ConversationQuery, { id: tab.conversationId }, { requestPolicy: 'network-only' }).toPromise();
    const found = stored.data!.conversation!.messages.find((m) => m.id === messageId)!;
    expect(found.isProcessing).toBe(false);
    return found;
  });
  expect(reply.content.trim().split(' ').length).toBeLessThan(1000);
});

test('unsubscribing from a re-attached reply without Stop only detaches: the reply is generated to the end', async () => {
  const tab = await newTab();
  gateway.engine.use(slowReply(30, 10));
  const messageId = await sendAndCloseTab(tab.rest.token()!, tab.conversationId);
  const stream = resume(tab.client, tab.conversationId, messageId);
  await vi.waitFor(() => expect(stream.events.filter((e) => e.__typename === 'ChatToken').length).toBeGreaterThanOrEqual(2));
  stream.unsubscribe();
  const reply = await vi.waitFor(async () => {
    const stored = await tab.client.query(ConversationQuery, { id: tab.conversationId }, { requestPolicy: 'network-only' }).toPromise();
    const message = stored.data!.conversation!.messages.find((m) => m.id === messageId)!;
    expect(message.isProcessing).toBe(false);
    return message;
    // The rest of a 30-token reply: a busy machine (CI's two cores) takes longer than waitFor's default second.
  });
  expect(reply.content.trim().split(' ')).toHaveLength(30);
  expect(tab.requests.filter((request) => request.endsWith('/stop'))).toEqual([]);
});
