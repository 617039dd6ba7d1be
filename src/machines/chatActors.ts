import { fromCallback, fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { CreateConversationMutation, SendMessageSubscription } from '../gateway/operations/chat';
import { CreateTemporaryConversationMutation } from '../gateway/operations/assistants';
import { ResumeReplySubscription } from '../gateway/operations/resume';
import { followReply } from './followReply';
import type { ChatMachineEvent, ResumeInput, StreamInput } from './chatTypes';

/** The effects, wired to the gateway's urql client. */
export function chatActors(client: Client) {
  return {
    createConversation: fromPromise<{ id: string }, { title: string; temporary?: boolean }>(async ({ input }) => {
      if (input.temporary) {
        // Its own mutation: graphcache must not prepend a temporary chat to the history.
        const result = await client.mutation(CreateTemporaryConversationMutation, { title: input.title }).toPromise();
        if (result.error || !result.data) throw result.error ?? new Error('Could not start a conversation.');
        return { id: result.data.createTemporaryConversation.id };
      }
      const result = await client.mutation(CreateConversationMutation, { title: input.title }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('Could not start a conversation.');
      return { id: result.data.createConversation.id };
    }),
    streamReply: fromCallback<ChatMachineEvent, StreamInput>(({ input, sendBack, receive }) => {
      const variables = {
        input: { ...input, model: input.model ?? undefined, assistantId: input.assistantId ?? undefined, temporary: input.temporary || undefined },
      };
      return followReply((stop) => client.subscription(SendMessageSubscription, variables, { stop }), (data) => data.sendMessage, { sendBack, receive });
    }),
    // Resume: re-attach to a reply that went on while the chat was away (the text so far as a
    // MESSAGE with isProcessing, then live tokens, then the stored reply).
    resumeReply: fromCallback<ChatMachineEvent, ResumeInput>(({ input, sendBack, receive }) =>
      followReply((stop) => client.subscription(ResumeReplySubscription, input, { stop }), (data) => data.resumeReply, { sendBack, receive }),
    ),
  };
}
