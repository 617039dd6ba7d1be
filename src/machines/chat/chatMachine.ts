import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { titleFromPrompt } from '../../../contract/tool-limits';
import { errorStatus, errorText } from '../../lib/errors';
import { createConversation, discardConversation, refreshConversation, resumeReply, settleStop, streamReply } from './chatActors';
import { addFiles } from './chatAttachments';
import { canSend, changeRoute, forgetTurn, giveBack, initialContext, isWithTurn, settleStopped, startResume, startTurn, storeMessage } from './chatTurn';
import { replyToResume } from './chatResume';
import type { ChatContext, ChatEmitted, ChatInput, ChatMachineEvent } from './chatTypes';

// One chat turn: (create the conversation when there is none) → stream the reply → idle.
// The server stores the user message first and the reply as it grows, so stopping or
// failing never loses what was already shown. After Stop the chat settles on what the server
// stored (the end of the stopped stream); a refused first send deletes the empty conversation
// it created. It also keeps the files chosen for the next message. Effects (chatActors.ts) get
// the gateway client from the machine's input. Its types are in chatTypes.ts, how events
// change its context in chatTurn.ts; screens and tests import the types from here too.
export type { ChatCall, ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatMachineEvent, ChatMessage, ResumeInput, StreamEvent, StreamInput } from './chatTypes';

/** The client for an effect's input; left out where a test runs the machine without one. */
const gateway = (context: ChatContext) => (context.client ? { client: context.client } : {});
const withTurn = (context: ChatContext) => isWithTurn(context.route, context.home, context.conversationId);

const chatSetup = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatMachineEvent,
    emitted: {} as ChatEmitted,
  },
  actors: { createConversation, discardConversation, streamReply, resumeReply, settleStop },
  guards: {
    canSend: ({ context, event }) => canSend(context, event),
    // A conversation this turn created whose question never came back: discarded if the server
    // holds nothing in it (a refused send; a stream that broke on the way may have been stored).
    failedFirstSend: ({ context }) => context.createdConversation && context.userMessageId === null,
    hasConversation: ({ context }) => context.conversationId !== null,
    // The reply's placeholder (isProcessing) comes first; the stored reply ends the turn.
    isReply: ({ event }) => event.type === 'MESSAGE' && event.message.role === 'assistant' && !event.message.isProcessing,
  },
  delays: {
    second: 1000,
    // A stopped stream ends within a second (the server stops the reply, then sends it); past
    // this the chat stops waiting and keeps what Stop gave back.
    settleLimit: 10_000,
  },
  actions: {
    startTurn: assign(({ context, event }) => {
      assertEvent(event, ['SEND', 'EDIT', 'REGENERATE']);
      return startTurn(context, event);
    }),
    startResume: assign(({ context, event }) => {
      assertEvent(event, 'RESUME');
      return startResume(context, event);
    }),
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'FILES.ADD');
      return addFiles(context.attachments, event.files);
    }),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'FILES.REMOVE');
      return { attachments: context.attachments.filter((file) => file !== event.file) };
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
    // What the user is told (navigation, toasts) only reaches them while they are with the turn.
    conversationCreated: enqueueActions(({ context, enqueue }) => {
      if (withTurn(context)) enqueue.emit({ type: 'conversationCreated', conversationId: context.conversationId! });
    }),
    changeRoute: assign(({ context, event }) => {
      assertEvent(event, 'ROUTE.CHANGE');
      return changeRoute(context, event.conversationId);
    }),
    resumeStored: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'THREAD.STORED');
      const running = replyToResume(event.messages, false, context, event.conversationId);
      if (!running) return;
      const { id, parentId, content, reasoning } = running;
      enqueue.raise({ type: 'RESUME', conversationId: event.conversationId, messageId: id, parentId, content, reasoning: reasoning ?? '' });
    }),
    appendToken: assign(({ context, event }) => {
      assertEvent(event, 'TOKEN');
      return { draft: context.draft + event.text, tokens: context.tokens + (event.count ?? 1) };
    }),
    appendReasoning: assign({
      reasoning: ({ context, event }) => (event.type === 'REASONING' ? context.reasoning + event.text : context.reasoning),
    }),
    storeMessage: assign(({ context, event }) => {
      assertEvent(event, 'MESSAGE');
      return storeMessage(context, event);
    }),
    storeCall: assign({ calls: ({ context, event }) => (event.type === 'CALL' ? [...context.calls, event.call] : context.calls) }),
    redirect: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REDIRECT');
      if (withTurn(context)) enqueue.emit({ type: 'redirect', path: event.path });
    }),
    cloning: enqueueActions(({ context, enqueue }) => {
      if (withTurn(context)) enqueue.emit({ type: 'cloning' });
    }),
    // Continuing someone else's shared conversation: the reply now streams into the copy.
    adoptCopy: assign({ conversationId: ({ context, event }) => (event.type === 'CLONING' && event.conversationId) || context.conversationId }),
    tick: assign({ seconds: ({ context }) => context.seconds + 1 }),
    // SPEC §8: on error, stop, tell the user, and put the prompt (and files) back into the form.
    fail: assign(({ context, event }) => {
      const outOfCredits = event.type === 'STREAM.ERROR' ? Boolean(event.outOfCredits) : errorStatus((event as { error?: unknown }).error) === 402;
      return {
        ...giveBack(context),
        error: event.type === 'STREAM.ERROR' ? event.error : errorText((event as { error?: unknown }).error),
        outOfCredits,
        replyFailed: !outOfCredits && context.userMessageId !== null,
        prompt: context.pendingUserContent || context.prompt,
      };
    }),
    notifyFailure: enqueueActions(({ context, enqueue }) => {
      if (withTurn(context)) enqueue.emit({ type: 'failed', message: context.error ?? '', outOfCredits: context.outOfCredits, replyFailed: context.replyFailed });
    }),
    // Stopping before the server stored anything would silently drop the text; give it back.
    rememberEarlyStop: assign(({ context }) => ({ stoppedUnknownReplyIn: context.replyId ? null : context.conversationId })),
    // It may have been stored after all: settling takes it back then (settleStopped).
    restoreUnsentPrompt: assign(({ context }) => giveBack(context)),
    // Refetching through the client updates graphcache, so every view showing it follows.
    refresh: ({ context }) => {
      if (context.client && context.conversationId) void refreshConversation(context.client, context.conversationId);
    },
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
});

// What a reply's stream brings, whether it is being sent or was re-attached to.
const followingReply = {
  TOKEN: { actions: 'appendToken' },
  REASONING: { actions: 'appendReasoning' },
  MESSAGE: [
    { guard: 'isReply', target: '#chat.idle', actions: ['storeMessage', 'finished', 'refresh'] },
    { actions: 'storeMessage' },
  ],
  CALL: { actions: 'storeCall' },
} as const;

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'PROMPT.CHANGE': { actions: 'changePrompt' },
    'OPTIONS.SET': { actions: 'setOptions' },
    'ROUTE.CHANGE': { actions: 'changeRoute' },
    'FILES.ADD': { actions: 'addFiles' },
    'FILES.REMOVE': { actions: 'removeFile' },
  },
  states: {
    idle: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'THREAD.STORED': { actions: 'resumeStored' },
            'THREAD.SWITCHED': { actions: assign(forgetTurn) },
          },
        },
        // Stopped: the stopped reply's stream runs to its end, which is what the server stored
        // (a stored thread may still show the stopped reply running: not resumed meanwhile).
        settling: {
          tags: 'settling',
          // Until the server says what it stored, the prompt may hold a question it already
          // has: a Send now could post it twice. Settling takes well under a second.
          on: {
            SEND: { description: 'held: the stopped question may be stored already' },
            EDIT: { description: 'held until the stop settles' },
            REGENERATE: { description: 'held until the stop settles' },
          },
          invoke: {
            id: 'settleStop',
            src: 'settleStop',
            input: ({ event }) => {
              assertEvent(event, 'STOP.SETTLING');
              return { handOff: event };
            },
            // Then read the conversation again, so every view shows exactly what is stored.
            onDone: { target: 'ready', actions: [assign(({ context, event }) => settleStopped(context, event.output)), 'refresh'] },
            onError: 'ready',
          },
          after: { settleLimit: 'ready' },
        },
        // A refused first send: the conversation it created goes again.
        discarding: {
          invoke: {
            id: 'discardConversation',
            src: 'discardConversation',
            input: ({ context }) => ({ ...gateway(context), conversationId: context.conversationId! }),
            onDone: [
              {
                target: 'ready',
                guard: ({ event }) => event.output.deleted,
                actions: [emit(({ context }) => ({ type: 'discarded' as const, conversationId: context.conversationId ?? '' })), assign({ conversationId: null, createdConversation: false })],
              },
              { target: 'ready' },
            ],
            onError: 'ready',
          },
        },
      },
      on: {
        SEND: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        EDIT: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        REGENERATE: { guard: 'canSend', target: 'processing', actions: 'startTurn' },
        RESUME: { target: 'processing.reply.resuming', actions: 'startResume' },
        'STOP.SETTLING': '.settling',
      },
    },
    processing: {
      tags: 'busy',
      type: 'parallel',
      on: {
        STOP: { target: 'idle', actions: ['restoreUnsentPrompt', 'rememberEarlyStop', 'stopped', 'refresh'] },
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
                input: ({ context }) => ({ ...gateway(context), title: titleFromPrompt(context.pendingUserContent), temporary: context.temporary }),
                onDone: {
                  target: 'streaming',
                  actions: [assign({ conversationId: ({ event }) => event.output.id, createdConversation: true }), 'conversationCreated'],
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
                  ...gateway(context),
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
                ...followingReply,
                CLONING: { actions: ['adoptCopy', 'cloning'] },
                REDIRECT: { actions: 'redirect' },
                'STREAM.ERROR': [
                  { guard: 'failedFirstSend', target: '#chat.idle.discarding', actions: ['fail', 'notifyFailure'] },
                  { target: '#chat.idle', actions: ['fail', 'notifyFailure'] },
                ],
                'STREAM.DONE': { target: '#chat.idle', actions: ['finished', 'refresh'] },
              },
            },
            // Re-attached to a reply that went on while this tab was away (closed or reloaded).
            resuming: {
              exit: 'passStopOn',
              invoke: {
                id: 'resumeReply',
                systemId: 'reply',
                src: 'resumeReply',
                input: ({ context }) => ({ ...gateway(context), conversationId: context.conversationId!, messageId: context.replyId! }),
              },
              on: {
                ...followingReply,
                // Nothing of the user's to give back: what they may be typing stays.
                'STREAM.ERROR': {
                  target: '#chat.idle',
                  actions: [assign({ error: ({ event }) => (event.type === 'STREAM.ERROR' ? event.error : null), replyFailed: true }), 'notifyFailure'],
                },
                'STREAM.DONE': { target: '#chat.idle', actions: ['finished', 'refresh'] },
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
