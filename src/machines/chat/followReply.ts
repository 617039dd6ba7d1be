import type { OperationResult } from '@urql/core';
import { onEnd, pipe, subscribe, type Source } from 'wonka';
import { errorStatus, errorText } from '../../lib/errors';
import type { ChatEvent, ChatMachineEvent, StopOutcome, StreamEvent } from './chatTypes';

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
 *
 * On Stop the stream is not dropped: the server ends it with what it stored (the question, if
 * it got that far, and the reply as stopped). Its rest is handed to the machine (STOP.SETTLING)
 * so the chat shows exactly that, whenever Stop came.
 */
export function followReply<Data>(
  source: (stop: AbortSignal) => Source<OperationResult<Data>>,
  eventOf: (data: Data) => ChatEvent | undefined,
  { sendBack, receive }: CallbackParts,
): () => void {
  const stop = new AbortController();
  const stopped = { outcome: { userMessage: null, reply: null } as StopOutcome, settle: null as ((outcome: StopOutcome) => void) | null };
  receive((event) => {
    if (event.type !== 'STOP' || stop.signal.aborted) return;
    stop.abort();
    const settled = new Promise<StopOutcome>((resolve) => (stopped.settle = resolve));
    sendBack({ type: 'STOP.SETTLING', settled, cancel: () => subscription.unsubscribe() });
  });
  // A stream that ends without its final message still returns the chat to idle
  // (STREAM.DONE), so the screen can never stay busy.
  const subscription = pipe(
    source(stop.signal),
    onEnd(() => (stopped.settle ? stopped.settle(stopped.outcome) : sendBack({ type: 'STREAM.DONE' }))),
    subscribe((result) => {
      const event = result.error ? null : result.data && eventOf(result.data);
      if (stopped.settle) return event && note(stopped.outcome, event);
      if (result.error) return sendBack({ type: 'STREAM.ERROR', error: errorText(result.error), outOfCredits: errorStatus(result.error) === 402 });
      if (event) sendBack(toStreamEvent(event));
    }),
  );
  // After Stop the stream is the machine's to end (it reads on, or cancels).
  return () => stopped.settle === null && subscription.unsubscribe();
}

/** The stored messages among a stopped stream's last events. */
function note(outcome: StopOutcome, event: ChatEvent) {
  if (event.__typename !== 'ChatMessage') return;
  if (event.message.role === 'user') outcome.userMessage = event.message;
  else outcome.reply = event.message;
}

function toStreamEvent(event: ChatEvent): StreamEvent {
  switch (event.__typename) {
    case 'ChatToken':
      return { type: 'TOKEN', text: event.text, count: event.count };
    case 'ChatReasoningToken':
      return { type: 'REASONING', text: event.text };
    case 'ChatMessage':
      return { type: 'MESSAGE', message: event.message };
    case 'ToolCall':
      return { type: 'CALL', call: { name: event.name, arguments: event.arguments, result: event.result } };
    case 'ChatCloning':
      return { type: 'CLONING', conversationId: event.conversationId };
    case 'ChatRedirect':
      return { type: 'REDIRECT', path: event.path };
    case 'ChatError':
      return { type: 'STREAM.ERROR', error: event.error, outOfCredits: event.outOfCredits };
  }
}
