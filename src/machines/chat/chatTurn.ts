import type { ChatContext, ChatInput, ChatMachineEvent, StopOutcome } from './chatTypes';

// How a chat turn's events change chatMachine's context: plain functions, so the machine
// file keeps to states and transitions.

type EventOf<T extends ChatMachineEvent['type']> = Extract<ChatMachineEvent, { type: T }>;

/** What a turn shows while it runs, before anything arrived. */
function emptyTurn() {
  return { draft: '', tokens: 0, reasoning: '', calls: [], seconds: 0, error: null, outOfCredits: false, replyFailed: false };
}

export function initialContext(input: ChatInput): ChatContext {
  return {
    client: input.client ?? null,
    route: null,
    home: null,
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
    attachments: [],
    attachmentError: null,
    createdConversation: false,
    givenBack: false,
    userMessageId: null,
    ...emptyTurn(),
  };
}

/** The last turn, done with: what it streamed is stored, and the thread no longer shows it live. */
export function forgetTurn(): Partial<ChatContext> {
  return { ...emptyTurn(), userMessageId: null, replyId: null, staleReplyIds: [], pendingUserContent: '' };
}

/** A question (or attachments) to send, an edited question, or a question asked again. */
export function canSend(context: ChatContext, event: ChatMachineEvent): boolean {
  if (event.type === 'REGENERATE') return true;
  if (event.type !== 'SEND' && event.type !== 'EDIT') return false;
  return event.text.trim() !== '' || (event.type === 'SEND' && filesOf(context, event).length > 0);
}

/** A send takes the files it names, else the ones chosen in the chat. */
function filesOf(context: ChatContext, event: EventOf<'SEND'>): File[] {
  return event.files ?? context.attachments;
}

export function startTurn(context: ChatContext, event: EventOf<'SEND' | 'EDIT' | 'REGENERATE'>): Partial<ChatContext> {
  const again = event.type === 'REGENERATE';
  return {
    conversationId: event.conversationId,
    parentId: again ? null : event.parentId,
    pendingUserContent: again ? '' : event.text.trim(),
    regenerateId: again ? event.questionId : null,
    staleReplyIds: again ? event.staleReplyIds : [],
    root: event.type === 'EDIT' && event.parentId === null,
    quote: (event.type === 'SEND' && event.quote?.trim()) || null,
    files: event.type === 'SEND' ? filesOf(context, event) : [],
    // The chosen files go with a send; an edit or a regeneration leaves them for the next one.
    ...(event.type === 'SEND' ? { attachments: [], attachmentError: null } : {}),
    createdConversation: false,
    givenBack: false,
    // An edit or a regeneration leaves what the user is typing alone.
    prompt: event.type === 'SEND' ? '' : context.prompt,
    // A turn starts where the user is.
    home: context.route,
    userMessageId: null,
    replyId: null,
    stoppedUnknownReplyIn: null,
    ...emptyTurn(),
  };
}

/** Resume: the turn is the running reply; its text so far is shown at once. */
export function startResume(context: ChatContext, event: EventOf<'RESUME'>): Partial<ChatContext> {
  return {
    home: context.route,
    conversationId: event.conversationId,
    parentId: event.parentId,
    pendingUserContent: '',
    userMessageId: event.parentId,
    replyId: event.messageId,
    ...emptyTurn(),
    draft: event.content,
    reasoning: event.reasoning,
  };
}

export function storeMessage(context: ChatContext, event: EventOf<'MESSAGE'>): Partial<ChatContext> {
  // The first message is the stored user message; the reply hangs below it.
  if (event.message.role === 'user') return { userMessageId: event.message.id };
  // The reply so far (its placeholder, or on resume the server's newer text) replaces the draft.
  if (event.message.isProcessing) {
    const newer = event.message.content.length >= context.draft.length;
    return { replyId: event.message.id, ...(newer ? { draft: event.message.content, reasoning: event.message.reasoning ?? context.reasoning } : {}) };
  }
  return { replyId: event.message.id, draft: context.draft || event.message.content };
}

/**
 * A turn that ended before the server confirmed the question (a failure, or Stop before its
 * first event) gives the text and files back, so nothing typed is lost. What the user typed or
 * chose meanwhile stays.
 */
export function giveBack(context: ChatContext): Partial<ChatContext> {
  if (context.userMessageId !== null || context.draft !== '') return {};
  return {
    prompt: context.pendingUserContent || context.prompt,
    attachments: context.attachments.length ? context.attachments : context.files,
    givenBack: context.pendingUserContent !== '' || context.files.length > 0,
  };
}

/**
 * The end of a stopped turn's stream, i.e. what the server stored. When the question was stored
 * after all (Stop came before its event did), what Stop gave back is taken out of the prompt
 * again, else Send would post it a second time; the stored reply replaces what was streamed.
 */
export function settleStopped(context: ChatContext, outcome: StopOutcome): Partial<ChatContext> {
  const userMessageId = outcome.userMessage?.id ?? context.userMessageId;
  if (userMessageId === null) return {};
  const takeBack = context.givenBack
    ? {
        prompt: context.prompt === context.pendingUserContent ? '' : context.prompt,
        attachments: context.attachments === context.files ? [] : context.attachments,
        givenBack: false,
      }
    : {};
  const reply = outcome.reply;
  return {
    userMessageId,
    ...takeBack,
    ...(reply ? { replyId: reply.id, stoppedUnknownReplyIn: null, draft: reply.content, reasoning: reply.reasoning ?? '' } : {}),
  };
}

/**
 * SPEC §4: stream events that arrive after the user navigated away are silent (no toast, no
 * navigation); the machine keeps the reply and the list shows it when the user comes back.
 * The user is with a turn where it started (or last followed it), or on the conversation it
 * streams into.
 */
export function isWithTurn(route: string | null, home: string | null, turnConversationId: string | null): boolean {
  return route === home || (turnConversationId !== null && route === turnConversationId);
}

/** The user moved: following the turn to its conversation (a new chat lands on /{id}) moves its home there. */
export function changeRoute(context: ChatContext, route: string | null): Partial<ChatContext> {
  return { route, ...(route !== null && route === context.conversationId ? { home: route } : {}) };
}
