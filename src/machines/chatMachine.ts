import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { ChatEventFieldsFragment } from '../gateway/generated/graphql';
import { errorText } from '../lib/errors';

// One chat turn: (create the conversation when there is none) → stream the reply → idle.
// The server stores the user message first and the reply as it grows, so stopping or
// failing never loses what was already shown.

/** A reply's event as sent or re-attached to (operations/chatEvent.ts). */
export type ChatEvent = ChatEventFieldsFragment;
export type ChatMessage = Extract<ChatEvent, { __typename: 'ChatMessage' }>['message'];
export type ChatCall = Omit<Extract<ChatEvent, { __typename: 'ChatCall' }>, '__typename'>;

export interface ChatInput {
  model?: string | null;
  /** Chat options (assistants and models): the assistant replies are asked of. */
  assistantId?: string | null;
  /** `?temporary-chat=true`: the conversation is created temporary and never listed in history. */
  temporary?: boolean;
}

export interface StreamInput {
  conversationId: string;
  content: string;
  parentId: string | null;
  /** Branches: re-ask this question; root: the message is a new root (edit of the first question). */
  regenerateId?: string | null;
  root?: boolean;
  quote?: string | null;
  model: string | null;
  assistantId?: string | null;
  temporary?: boolean;
  /** Attachments (issue 3, item 5): files sent with the message. */
  files?: File[];
}

/** What the streamReply actor sends back, one event per server event. */
export type StreamEvent =
  | { type: 'TOKEN'; text: string }
  | { type: 'REASONING'; text: string }
  | { type: 'MESSAGE'; message: ChatMessage }
  | { type: 'CALL'; call: ChatCall }
  | { type: 'CLONING'; conversationId?: string }
  | { type: 'REDIRECT'; path: string }
  | { type: 'STREAM.ERROR'; error: string }
  | { type: 'STREAM.DONE' };

export type ChatMachineEvent =
  | { type: 'SEND'; text: string; conversationId: string | null; parentId: string | null; quote?: string | null; files?: File[] }
  /** Branches: the edited question, sent as a sibling (parentId: the edited one's parent; null with root for the first). */
  | { type: 'EDIT'; text: string; conversationId: string; parentId: string | null }
  /** Branches: ask a question again; staleReplyIds are its answers so far (hidden while the new one streams). */
  | { type: 'REGENERATE'; conversationId: string; questionId: string; staleReplyIds: string[] }
  | { type: 'STOP' }
  | { type: 'PROMPT.CHANGE'; value: string }
  /** From the options modal or the assistant picker; a field left out keeps its value. */
  | { type: 'OPTIONS.SET'; model?: string | null; assistantId?: string | null; temporary?: boolean }
  /** Resume: the conversation shows a reply still being generated; re-attach to it (from its text so far). */
  | { type: 'RESUME'; conversationId: string; messageId: string; parentId: string | null; content: string; reasoning: string }
  | StreamEvent;

/** What the resumeReply actor needs: the reply to re-attach to. */
export interface ResumeInput {
  conversationId: string;
  messageId: string;
}

/** Told to the screen, which owns navigation and toasts. */
export type ChatEmitted =
  | { type: 'conversationCreated'; conversationId: string }
  | { type: 'redirect'; path: string }
  | { type: 'cloning' }
  | { type: 'failed'; message: string }
  | { type: 'finished'; conversationId: string }
  | { type: 'stopped'; conversationId: string };

export interface ChatContext {
  model: string | null;
  assistantId: string | null;
  temporary: boolean;
  prompt: string;
  conversationId: string | null;
  parentId: string | null;
  pendingUserContent: string;
  /** Branches: the question asked again and its earlier answers; a new root; the quoted passage. */
  regenerateId: string | null;
  staleReplyIds: string[];
  root: boolean;
  quote: string | null;
  /** Attachments: the files of the message being sent. */
  files: File[];
  /** Set once the server confirms the user message (its first stream event). */
  userMessageId: string | null;
  /** The reply of this turn, once its placeholder arrived (or the reply being resumed). */
  replyId?: string | null;
  /**
   * Stop came before the reply's id did: the reply still runs on the server for a moment, and
   * this conversation's running reply must not be re-attached to (it is the one just stopped).
   */
  stoppedUnknownReplyIn?: string | null;
  draft: string;
  /** Tokens received this turn; the view auto-scrolls every 65 (SPEC §4). */
  tokens: number;
  reasoning: string;
  calls: ChatCall[];
  seconds: number;
  error: string | null;
}

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
    canSend: ({ event }) =>
      event.type === 'REGENERATE' || ((event.type === 'SEND' || event.type === 'EDIT') && (event.text.trim() !== '' || (event.type === 'SEND' && !!event.files?.length))),
    hasConversation: ({ context }) => context.conversationId !== null,
    // The reply's placeholder (isProcessing) comes first; the stored reply ends the turn.
    isReply: ({ event }) => event.type === 'MESSAGE' && event.message.role === 'assistant' && !event.message.isProcessing,
  },
  delays: { second: 1000 },
  actions: {
    startTurn: assign(({ context, event }) => {
      assertEvent(event, ['SEND', 'EDIT', 'REGENERATE']);
      const again = event.type === 'REGENERATE';
      return {
        conversationId: event.conversationId,
        parentId: again ? null : event.parentId,
        pendingUserContent: again ? '' : event.text.trim(),
        regenerateId: again ? event.questionId : null,
        staleReplyIds: again ? event.staleReplyIds : [],
        root: event.type === 'EDIT' && event.parentId === null,
        quote: (event.type === 'SEND' && event.quote?.trim()) || null,
        files: (event.type === 'SEND' && event.files) || [],
        // An edit or a regeneration leaves what the user is typing alone.
        prompt: event.type === 'SEND' ? '' : context.prompt,
        userMessageId: null,
        replyId: null,
        stoppedUnknownReplyIn: null,
        draft: '',
        tokens: 0,
        reasoning: '',
        calls: [],
        seconds: 0,
        error: null,
      };
    }),
    // Resume: the turn is the running reply; its text so far is shown at once.
    startResume: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return {
        conversationId: event.conversationId,
        parentId: event.parentId,
        pendingUserContent: '',
        userMessageId: event.parentId,
        replyId: event.messageId,
        draft: event.content,
        reasoning: event.reasoning,
        tokens: 0,
        calls: [],
        seconds: 0,
        error: null,
      };
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
      // The first message is the stored user message; the reply hangs below it.
      if (event.message.role === 'user') return { userMessageId: event.message.id };
      // The reply so far (its placeholder, or on resume the server's newer text) replaces the draft.
      if (event.message.isProcessing) {
        const newer = event.message.content.length >= context.draft.length;
        return { replyId: event.message.id, ...(newer ? { draft: event.message.content, reasoning: event.message.reasoning ?? context.reasoning } : {}) };
      }
      return { replyId: event.message.id, draft: context.draft || event.message.content };
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
  context: ({ input }) => ({
    model: input.model ?? null,
    assistantId: input.assistantId ?? null,
    temporary: input.temporary ?? false,
    prompt: '',
    conversationId: null,
    parentId: null,
    pendingUserContent: '',
    regenerateId: null,
    staleReplyIds: [],
    root: false,
    quote: null,
    files: [],
    userMessageId: null,
    draft: '',
    tokens: 0,
    reasoning: '',
    calls: [],
    seconds: 0,
    error: null,
  }),
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
