import { fromCallback, fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { CreateConversationMutation, SendMessageSubscription } from '../../gateway/chat/operations';
import { CreateTemporaryConversationMutation } from '../../gateway/catalogue/operations';
import { ConversationQuery } from '../../gateway/library/operations';
import { ConversationsQuery, DiscardEmptyConversationMutation, HISTORY_PAGE_SIZE } from '../../gateway/history/operations';
import { ResumeReplySubscription } from '../../gateway/chat/operations';
import { maxMessagePageSize } from '../../../contract/limits';
import { gatewayOf } from '../gatewayClient';
import { followReply } from './followReply';
import type { ChatMachineEvent, ResumeInput, StopHandOff, StopOutcome, StreamInput, WithClient } from './chatTypes';

// chatMachine's effects. Each takes the gateway's urql client from its input (the machine got
// it once, as its own input, from the root), so there is no per-screen provide() and tests
// swap an effect with `chatMachine.provide({ actors: { name: … } })` as usual.

const gateway = (input: WithClient): Client => gatewayOf(input, 'chatMachine');

/** An input as GraphQL variables: the client is not one of them. */
function withoutClient<T extends WithClient>(input: T): Omit<T, 'client'> {
  const fields = { ...input };
  delete fields.client;
  return fields;
}

export const createConversation = fromPromise<{ id: string }, WithClient & { title: string; temporary?: boolean }>(async ({ input }) => {
  const client = gateway(input);
  if (input.temporary) {
    // Its own mutation: graphcache must not prepend a temporary chat to the history.
    const result = await client.mutation(CreateTemporaryConversationMutation, { title: input.title }).toPromise();
    if (result.error || !result.data) throw result.error ?? new Error('Could not start a conversation.');
    return { id: result.data.createTemporaryConversation.id };
  }
  const result = await client.mutation(CreateConversationMutation, { title: input.title }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('Could not start a conversation.');
  return { id: result.data.createConversation.id };
});

/** A conversation whose first send failed goes again if the server holds nothing in it (a refused send). */
export const discardConversation = fromPromise<{ deleted: boolean }, WithClient & { conversationId: string }>(async ({ input }) => {
  const result = await gateway(input).mutation(DiscardEmptyConversationMutation, { id: input.conversationId }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('Could not discard the conversation.');
  return { deleted: result.data.discardEmptyConversation };
});

export const streamReply = fromCallback<ChatMachineEvent, StreamInput>(({ input, sendBack, receive }) => {
  const fields = withoutClient(input);
  const variables = {
    input: { ...fields, model: fields.model ?? undefined, assistantId: fields.assistantId ?? undefined, temporary: fields.temporary || undefined },
  };
  const client = gateway(input);
  return followReply((stop) => client.subscription(SendMessageSubscription, variables, { stop }), (data) => data.sendMessage, { sendBack, receive });
});

// Resume: re-attach to a reply that went on while the chat was away (the text so far as a
// MESSAGE with isProcessing, then live tokens, then the stored reply).
export const resumeReply = fromCallback<ChatMachineEvent, ResumeInput>(({ input, sendBack, receive }) => {
  const client = gateway(input);
  const variables = { conversationId: input.conversationId, messageId: input.messageId };
  return followReply((stop) => client.subscription(ResumeReplySubscription, variables, { stop }), (data) => data.resumeReply, { sendBack, receive });
});

/** After Stop: the end of the stopped reply's stream, which the server ends with what it stored. */
export const settleStop = fromPromise<StopOutcome, { handOff: StopHandOff }>(async ({ input, signal }) => {
  signal.addEventListener('abort', input.handOff.cancel);
  return input.handOff.settled;
});

/** How many messages of the conversation's path are loaded: a refresh asks for as many, so the list keeps its extent. */
export function loadedLength(client: Client, id: string): number | undefined {
  const length = client.readQuery(ConversationQuery, { id })?.data?.conversation?.messages.length;
  return length ? Math.min(length, maxMessagePageSize) : undefined;
}

/** Reads a conversation and the first history page from the server; graphcache updates every view. */
export async function refreshConversation(client: Client, id: string): Promise<void> {
  const limit = loadedLength(client, id);
  await Promise.all([
    client.query(ConversationQuery, { id, limit }, { requestPolicy: 'network-only' }).toPromise(),
    client.query(ConversationsQuery, { limit: HISTORY_PAGE_SIZE, startingAfter: null }, { requestPolicy: 'network-only' }).toPromise(),
  ]);
}
