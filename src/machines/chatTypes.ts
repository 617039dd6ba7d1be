import type { ChatEventFieldsFragment } from '../gateway/generated/graphql';

// chatMachine's types: what comes in (input, events), what it keeps (context), what it tells
// the screen (emitted), and what its stream actors get and send back.

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
