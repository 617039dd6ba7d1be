import type { ChatContext, ChatInput, ChatMachineEvent } from './chatTypes';

// How a chat turn's events change chatMachine's context: plain functions, so the machine
// file keeps to states and transitions.

type EventOf<T extends ChatMachineEvent['type']> = Extract<ChatMachineEvent, { type: T }>;

/** What a turn shows while it runs, before anything arrived. */
function emptyTurn() {
  return { draft: '', tokens: 0, reasoning: '', calls: [], seconds: 0, error: null };
}

export function initialContext(input: ChatInput): ChatContext {
  return {
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
    ...emptyTurn(),
  };
}

/** A question (or attachments) to send, an edited question, or a question asked again. */
export function canSend(event: ChatMachineEvent): boolean {
  return event.type === 'REGENERATE' || ((event.type === 'SEND' || event.type === 'EDIT') && (event.text.trim() !== '' || (event.type === 'SEND' && !!event.files?.length)));
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
    files: (event.type === 'SEND' && event.files) || [],
    // An edit or a regeneration leaves what the user is typing alone.
    prompt: event.type === 'SEND' ? '' : context.prompt,
    userMessageId: null,
    replyId: null,
    stoppedUnknownReplyIn: null,
    ...emptyTurn(),
  };
}

/** Resume: the turn is the running reply; its text so far is shown at once. */
export function startResume(event: EventOf<'RESUME'>): Partial<ChatContext> {
  return {
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
