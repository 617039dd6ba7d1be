import { fromCallback, fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { onEnd, pipe, subscribe } from 'wonka';
import { CreateConversationMutation, SendMessageSubscription } from '../gateway/operations/chat';
import { CreateTemporaryConversationMutation } from '../gateway/operations/assistants';
import { errorText } from '../lib/errors';
import { resumeReplyActor } from './resumeActors';
import type { ChatEvent, ChatMachineEvent, StreamEvent, StreamInput } from './chatMachine';

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
    // Resume: re-attach to a reply that went on while the tab was away (resumeActors.ts).
    resumeReply: resumeReplyActor(client),
    streamReply: fromCallback<ChatMachineEvent, StreamInput>(({ input, sendBack, receive }) => {
      const variables = {
        input: { ...input, model: input.model ?? undefined, assistantId: input.assistantId ?? undefined, temporary: input.temporary || undefined },
      };
      // Only the user's Stop (STOP, passed on by the machine just before it stops this actor)
      // makes the gateway stop the reply; being stopped alone (the screen unmounted) detaches
      // and the reply goes on, to be re-attached when the conversation is opened again.
      const stop = new AbortController();
      receive((event) => event.type === 'STOP' && stop.abort());
      // A stream that ends without its final message still returns the chat to idle
      // (STREAM.DONE), so the screen can never stay busy.
      const subscription = pipe(
        client.subscription(SendMessageSubscription, variables, { stop: stop.signal }),
        onEnd(() => sendBack({ type: 'STREAM.DONE' })),
        subscribe((result) => {
          if (result.error) return sendBack({ type: 'STREAM.ERROR', error: errorText(result.error) });
          const event = result.data?.sendMessage;
          if (event) sendBack(toStreamEvent(event));
        }),
      );
      return () => subscription.unsubscribe();
    }),
  };
}

function toStreamEvent(event: ChatEvent): StreamEvent {
  switch (event.__typename) {
    case 'ChatToken':
      return { type: 'TOKEN', text: event.text };
    case 'ChatReasoningToken':
      return { type: 'REASONING', text: event.text };
    case 'ChatMessage':
      return { type: 'MESSAGE', message: event.message };
    case 'ChatCall':
      return { type: 'CALL', call: { name: event.name, arguments: event.arguments, result: event.result } };
    case 'ChatCloning':
      return { type: 'CLONING', conversationId: event.conversationId };
    case 'ChatRedirect':
      return { type: 'REDIRECT', path: event.path };
    case 'ChatError':
      return { type: 'STREAM.ERROR', error: event.error };
  }
}
