import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { errorText } from '../lib/errors';
import { canSend, initialContext, startResume, startTurn, storeMessage } from './chatTurn';
import type { ChatContext, ChatEmitted, ChatInput, ChatMachineEvent, ResumeInput, StreamInput } from './chatTypes';

// One chat turn: (create the conversation when there is none) → stream the reply → idle.
// The server stores the user message first and the reply as it grows, so stopping or
// failing never loses what was already shown. Its types are in chatTypes.ts, how events
// change its context in chatTurn.ts; screens and tests import the types from here too.
export type { ChatCall, ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatMachineEvent, ChatMessage, ResumeInput, StreamEvent, StreamInput } from './chatTypes';

export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatMachineEvent,
    emitted: {} as ChatEmitted,
  },
  actors: {
    // Real implementations need the urql client: see chatActors.ts.
    createConversation: fromPromise<{ id: string }, { title: string; temporary?: boolean }>(async () => {
      throw new Error('createConversation is not provided');
    }),
    streamReply: fromCallback<ChatMachineEvent, StreamInput>(() => {
      throw new Error('streamReply is not provided');
    }),
    resumeReply: fromCallback<ChatMachineEvent, ResumeInput>(() => {
      throw new Error('resumeReply is not provided');
    }),
  },
  guards: {
    canSend: ({ event }) => canSend(event),
    hasConversation: ({ context }) => context.conversationId !== null,
    // The reply's placeholder (isProcessing) comes first; the stored reply ends the turn.
    isReply: ({ event }) => event.type === 'MESSAGE' && event.message.role === 'assistant' && !event.message.isProcessing,
  },
  delays: { second: 1000 },
  actions: {
    startTurn: assign(({ context, event }) => {
      assertEvent(event, ['SEND', 'EDIT', 'REGENERATE']);
      return startTurn(context, event);
    }),
    startResume: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return startResume(event);
    }),
    changePrompt: assign(({ event }) => {
      assertEvent(event, 'PROMPT.CHANGE');
      return { prompt: event.value };
    }),
    setOptions: assign(({ context, event }) => {
      assertEvent(event, 'OPTIONS.SET');
      return {
        model: event.model === undefined ? context.model : event.model,
        assistantId: event.assistantId === undefined ? context.assistantId : event.assistantId,
        temporary: event.temporary ?? context.temporary,
      };
    }),
    conversationCreated: emit(({ context }) => ({
      type: 'conversationCreated' as const,
      conversationId: context.conversationId!,
    })),
    appendToken: assign(({ context, event }) => {
      assertEvent(event, 'TOKEN');
      return { draft: context.draft + event.text, tokens: context.tokens + 1 };
    }),
    appendReasoning: assign({
      reasoning: ({ context, event }) => (event.type === 'REASONING' ? context.reasoning + event.text : context.reasoning),
    }),
    storeMessage: assign(({ context, event }) => {
      assertEvent(event, 'MESSAGE');
      return storeMessage(context, event);
    }),
    storeCall: assign({ calls: ({ context, event }) => (event.type === 'CALL' ? [...context.calls, event.call] : context.calls) }),
    redirect: emit(({ event }) => {
      assertEvent(event, 'REDIRECT');
      return { type: 'redirect' as const, path: event.path };
    }),
    cloning: emit({ type: 'cloning' }),
    // Continuing someone else's shared conversation: the reply now streams into the copy.
    adoptCopy: assign({ conversationId: ({ context, event }) => (event.type === 'CLONING' && event.conversationId) || context.conversationId }),
    tick: assign({ seconds: ({ context }) => context.seconds + 1 }),
    // SPEC §8: on error, stop, tell the user, and put the prompt back into the form.
    fail: assign(({ context, event }) => ({
      error: event.type === 'STREAM.ERROR' ? event.error : errorText((event as { error?: unknown }).error),
      prompt: context.pendingUserContent || context.prompt,
    })),
    notifyFailure: emit(({ context }) => ({ type: 'failed' as const, message: context.error ?? '' })),
    // Stopping before the server stored anything would silently drop the text; give it back.
    rememberEarlyStop: assign(({ context }) => ({ stoppedUnknownReplyIn: context.replyId ? null : context.conversationId })),
    restoreUnsentPrompt: assign(({ context }) =>
      context.userMessageId === null && context.draft === '' && context.pendingUserContent ? { prompt: context.pendingUserContent } : {},
    ),
    finished: emit(({ context }) => ({ type: 'finished' as const, conversationId: context.conversationId ?? '' })),
    stopped: emit(({ context }) => ({ type: 'stopped' as const, conversationId: context.conversationId ?? '' })),
    // Leaving a streaming state stops its actor, which alone only detaches from the reply (the
    // screen may just be unmounting). The user's Stop must reach it first: exit actions run
    // before the invoked actor is stopped, transition actions after. Looked up by systemId, as
    // the reply's actor is missing where a test cut the machine's effects out.
    passStopOn: enqueueActions(({ event, system, enqueue }) => {
      const reply = system.get('reply');
      if (event.type === 'STOP' && reply) enqueue.sendTo(reply, { type: 'STOP' });
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'PROMPT.CHANGE': { actions: 'changePrompt' },
    'OPTIONS.SET': { actions: 'setOptions' },
  },
  states: {
    idle: {
      on: {
        SEND: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        EDIT: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        REGENERATE: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        RESUME: { target: 'processing.reply.resuming', actions: 'startResume' },
      },
    },
    processing: {
      tags: 'busy',
      type: 'parallel',
      on: {
        STOP: { target: 'idle', actions: ['restoreUnsentPrompt', 'rememberEarlyStop', 'stopped'] },
      },
      states: {
        reply: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'hasConversation', target: 'streaming' }, { target: 'creatingConversation' }],
            },
            creatingConversation: {
              invoke: {
                id: 'createConversation',
                src: 'createConversation',
                // The first prompt names the conversation, so the history shows it at once.
                input: ({ context }) => ({ title: context.pendingUserContent, temporary: context.temporary }),
                onDone: {
                  target: 'streaming',
                  actions: [assign({ conversationId: ({ event }) => event.output.id }), 'conversationCreated'],
                },
                onError: { target: '#chat.idle', actions: ['fail', 'notifyFailure'] },
              },
            },
            streaming: {
              exit: 'passStopOn',
              invoke: {
                id: 'streamReply',
                systemId: 'reply',
                src: 'streamReply',
                input: ({ context }) => ({
                  conversationId: context.conversationId!,
                  content: context.pendingUserContent,
                  parentId: context.parentId,
                  regenerateId: context.regenerateId,
                  root: context.root,
                  quote: context.quote,
                  ...(context.files.length ? { files: context.files } : {}),
                  model: context.model,
                  assistantId: context.assistantId,
                  temporary: context.temporary,
                }),
              },
              on: {
                TOKEN: { actions: 'appendToken' },
                REASONING: { actions: 'appendReasoning' },
                MESSAGE: [
                  { guard: 'isReply', target: '#chat.idle', actions: ['storeMessage', 'finished'] },
                  { actions: 'storeMessage' },
                ],
                CALL: { actions: 'storeCall' },
                CLONING: { actions: ['adoptCopy', 'cloning'] },
                REDIRECT: { actions: 'redirect' },
                'STREAM.ERROR': { target: '#chat.idle', actions: ['fail', 'notifyFailure'] },
                'STREAM.DONE': { target: '#chat.idle', actions: 'finished' },
              },
            },
            // Re-attached to a reply that went on while this tab was away (closed or reloaded).
            resuming: {
              exit: 'passStopOn',
              invoke: {
                id: 'resumeReply',
                systemId: 'reply',
                src: 'resumeReply',
                input: ({ context }) => ({ conversationId: context.conversationId!, messageId: context.replyId! }),
              },
              on: {
                TOKEN: { actions: 'appendToken' },
                REASONING: { actions: 'appendReasoning' },
                MESSAGE: [
                  { guard: 'isReply', target: '#chat.idle', actions: ['storeMessage', 'finished'] },
                  { actions: 'storeMessage' },
                ],
                CALL: { actions: 'storeCall' },
                // Nothing of the user's to give back: what they may be typing stays.
                'STREAM.ERROR': { target: '#chat.idle', actions: [assign({ error: ({ event }) => (event.type === 'STREAM.ERROR' ? event.error : null) }), 'notifyFailure'] },
                'STREAM.DONE': { target: '#chat.idle', actions: 'finished' },
              },
            },
          },
        },
        clock: {
          initial: 'counting',
          states: {
            counting: {
              after: { second: { target: 'counting', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
  },
});
