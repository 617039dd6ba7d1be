import { fromCallback } from 'xstate';
import type { Client } from '@urql/core';
import { onEnd, pipe, subscribe } from 'wonka';
import type { ResumeReplySubscription as ResumeResult } from '../gateway/generated/graphql';
import { ResumeReplySubscription } from '../gateway/operations/resume';
import { errorText } from '../lib/errors';
import type { ChatMachineEvent, ResumeInput, StreamEvent } from './chatMachine';

/**
 * chatMachine's resumeReply: re-attaches to a reply still being generated (the text so far as
 * a MESSAGE with isProcessing, then live tokens, then the stored reply). Like streamReply, only
 * STOP makes the gateway stop the reply on the server; being stopped alone detaches.
 */
export function resumeReplyActor(client: Client) {
  return fromCallback<ChatMachineEvent, ResumeInput>(({ input, sendBack, receive }) => {
    const stop = new AbortController();
    receive((event) => event.type === 'STOP' && stop.abort());
    const subscription = pipe(
      client.subscription(ResumeReplySubscription, input, { stop: stop.signal }),
      onEnd(() => sendBack({ type: 'STREAM.DONE' })),
      subscribe((result) => {
        if (result.error) return sendBack({ type: 'STREAM.ERROR', error: errorText(result.error) });
        const event = result.data?.resumeReply;
        if (event) sendBack(toStreamEvent(event));
      }),
    );
    return () => subscription.unsubscribe();
  });
}

function toStreamEvent(event: ResumeResult['resumeReply']): StreamEvent {
  switch (event.__typename) {
    case 'ChatToken':
      return { type: 'TOKEN', text: event.text };
    case 'ChatReasoningToken':
      return { type: 'REASONING', text: event.text };
    case 'ChatMessage':
      return { type: 'MESSAGE', message: event.message };
    case 'ChatCall':
      return { type: 'CALL', call: { name: event.name, arguments: event.arguments, result: event.result } };
    case 'ChatError':
      return { type: 'STREAM.ERROR', error: event.error };
    default:
      // Cloning and redirects only happen when sending.
      return { type: 'STREAM.ERROR', error: 'The reply could not be followed.' };
  }
}
