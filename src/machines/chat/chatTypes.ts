import type { Client } from '@urql/core';
import type { ChatEventFieldsFragment, ToolCallFieldsFragment } from '../../gateway/generated/graphql';

// chatMachine's types: what comes in (input, events), what it keeps (context), what it tells
// the screen (emitted), and what its stream actors get and send back.

/** A reply's event as sent or re-attached to (ChatEventFields in gateway/chat/operations.ts). */
export type ChatEvent = ChatEventFieldsFragment;
export type ChatMessage = Extract<ChatEvent, { __typename: 'ChatMessage' }>['message'];
/** A tool call, streamed or stored: the schema's one ToolCall, read with ToolCallFields. */
export type ChatCall = ToolCallFieldsFragment;

export interface ChatInput {
  /**
   * The gateway's urql client, created once at the root: the machine hands it to its actors in
   * their input, so the same machine runs in the app and in tests without a provide() per site.
   * Absent where a test replaces every effect.
   */
  client?: Client | null;
  model?: string | null;
  /** Chat options (assistants and models): the assistant replies are asked of. */
  assistantId?: string | null;
  /** `?temporary-chat=true`: the conversation is created temporary and never listed in history. */
  temporary?: boolean;
}

/** What every effect gets besides its own input: the gateway client (see ChatInput). */
export interface WithClient {
  client?: Client | null;
}

export interface StreamInput extends WithClient {
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

/** What the streamReply actor sends back, one event per server event (tokens that arrived together as one). */
export type StreamEvent =
  /** `count`: the server's tokens in `text` (tokens that arrived together come as one), 1 if not given. */
  | { type: 'TOKEN'; text: string; count?: number }
  | { type: 'REASONING'; text: string }
  | { type: 'MESSAGE'; message: ChatMessage }
  | { type: 'CALL'; call: ChatCall }
  | { type: 'CLONING'; conversationId?: string }
  | { type: 'REDIRECT'; path: string }
  | { type: 'STREAM.ERROR'; error: string; outOfCredits?: boolean }
  | { type: 'STREAM.DONE' };

/** What the server stored of a stopped turn, read from the end of its stream. */
export interface StopOutcome {
  userMessage: ChatMessage | null;
  reply: ChatMessage | null;
}

/**
 * Sent by a reply's actor as it hears the user's Stop: the rest of the stream, which the
 * server ends with what it stored. `cancel` drops it (the machine gave up waiting).
 */
export interface StopHandOff {
  type: 'STOP.SETTLING';
  settled: Promise<StopOutcome>;
  cancel: () => void;
}

export type ChatMachineEvent =
  | { type: 'SEND'; text: string; conversationId: string | null; parentId: string | null; quote?: string | null; files?: File[] }
  /** Branches: the edited question, sent as a sibling (parentId: the edited one's parent; null with root for the first). */
  | { type: 'EDIT'; text: string; conversationId: string; parentId: string | null }
  /** Branches: ask a question again; staleReplyIds are its answers so far (hidden while the new one streams). */
  | { type: 'REGENERATE'; conversationId: string; questionId: string; staleReplyIds: string[] }
  | { type: 'STOP' }
  | StopHandOff
  /** The conversation the user is on (null: a new chat): events of a turn left behind are silent. */
  | { type: 'ROUTE.CHANGE'; conversationId: string | null }
  /** What the server has stored of the open conversation's visible path: a running reply in it is re-attached to. */
  | { type: 'THREAD.STORED'; conversationId: string; messages: readonly StoredMessage[] }
  /**
   * The user switched version at a fork: the last turn is over and the thread now shows another
   * branch (read from its newest end), where that turn's reply need not be loaded; nothing of
   * the turn is shown on top of it any more.
   */
  | { type: 'THREAD.SWITCHED' }
  /** Attachments: files chosen with the paperclip (checked here), one removed from the chips. */
  | { type: 'FILES.ADD'; files: File[] }
  | { type: 'FILES.REMOVE'; file: File }
  | { type: 'PROMPT.CHANGE'; value: string }
  /** From the options modal or the assistant picker; a field left out keeps its value. */
  | { type: 'OPTIONS.SET'; model?: string | null; assistantId?: string | null; temporary?: boolean }
  /** Resume: the conversation shows a reply still being generated; re-attach to it (from its text so far). */
  | { type: 'RESUME'; conversationId: string; messageId: string; parentId: string | null; content: string; reasoning: string }
  | StreamEvent;

/** A stored message as the machine reads it (resume). */
export interface StoredMessage {
  id: string;
  parentId: string | null;
  role: string;
  content: string;
  reasoning?: string | null;
  isProcessing: boolean;
}

/** What the resumeReply actor needs: the reply to re-attach to. */
export interface ResumeInput extends WithClient {
  conversationId: string;
  messageId: string;
}

/** Told to the screen, which owns navigation and toasts. */
export type ChatEmitted =
  | { type: 'conversationCreated'; conversationId: string }
  | { type: 'redirect'; path: string }
  | { type: 'cloning' }
  | { type: 'failed'; message: string; outOfCredits: boolean; replyFailed: boolean }
  | { type: 'finished'; conversationId: string }
  | { type: 'stopped'; conversationId: string }
  /** The conversation this turn created was deleted again: its first send was refused. */
  | { type: 'discarded'; conversationId: string };

export interface ChatContext {
  client: Client | null;
  /** The conversation the user is on, and where the running turn started (SPEC §4: see isWithTurn). */
  route: string | null;
  home: string | null;
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
  /** Attachments: the files chosen for the next message, and why the last choice was refused. */
  attachments: File[];
  attachmentError: string | null;
  /** This turn created its conversation: a refused first send deletes it again. */
  createdConversation: boolean;
  /** The turn ended before its question was confirmed and gave text and files back (giveBack). */
  givenBack: boolean;
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
  /** The send was refused because the workspace has no credits left (402): the view links to the plans. */
  outOfCredits: boolean;
  /**
   * The reply failed after the question was stored (a provider that refused the workspace's key,
   * one that broke off): the error stays under the thread until the next send, not a passing toast.
   */
  replyFailed: boolean;
}
