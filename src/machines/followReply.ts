import type { OperationResult } from '@urql/core';
import { onEnd, pipe, subscribe, type Source } from 'wonka';
import { errorText } from '../lib/errors';
import type { ChatEvent, ChatMachineEvent, StreamEvent } from './chatTypes';

// The body of chatMachine's streamReply and resumeReply actors: both follow a reply stream
// (sendMessage or resumeReply, the same ChatEventFields) and tell the machine what happens.

interface CallbackParts {
  sendBack: (event: ChatMachineEvent) => void;
  receive: (listener: (event: ChatMachineEvent) => void) => void;
}

/**
 * Subscribes to `source` and returns the actor's cleanup. Only the user's Stop (STOP, passed
 * on by the machine just before it stops this actor) aborts the operation's `stop` signal, which
 * makes the gateway stop the reply; being stopped alone (the screen unmounted) detaches and the
 * reply goes on, to be re-attached when the conversation is opened again.
 */
export function followReply<Data>(
  source: (stop: AbortSignal) => Source<OperationResult<Data>>,
  eventOf: (data: Data) => ChatEvent | undefined,
  { sendBack, receive }: CallbackParts,
): () => void {
  const stop = new AbortController();
  receive((event) => event.type === 'STOP' && stop.abort());
  // A stream that ends without its final message still returns the chat to idle
  // (STREAM.DONE), so the screen can never stay busy.
  const subscription = pipe(
    source(stop.signal),
    onEnd(() => sendBack({ type: 'STREAM.DONE' })),
    subscribe((result) => {
      if (result.error) return sendBack({ type: 'STREAM.ERROR', error: errorText(result.error) });
      const event = result.data && eventOf(result.data);
      if (event) sendBack(toStreamEvent(event));
    }),
  );
  return () => subscription.unsubscribe();
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
