import type { SnapshotFrom } from 'xstate';
import type { chatMachine } from './chatMachine';
import type { ChatContext } from './chatTypes';
import { liveTurn } from './chatLiveTurn';

// What a view may know of chatMachine: its containers select these from the snapshot and hand
// the values on, so a view never reads the machine's context (src/machines/README.md).

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/**
 * For a selector that returns an object: the same fields are the same value, so the view
 * renders again only when one of them changed. (@xstate/react's shallowEqual would add itself
 * to every page's first load; the chat is the one that needs it.)
 */
export const sameFields = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

/** A turn is running (sending, streaming or re-attached to a reply). */
export const selectBusy = (snapshot: ChatSnapshot) => snapshot.hasTag('busy');
export const selectPrompt = (snapshot: ChatSnapshot) => snapshot.context.prompt;

/** What the composer under the thread shows; none of it changes per token. */
export interface Composer {
  prompt: string;
  /** Seconds the running turn has taken. */
  seconds: number;
  busy: boolean;
  /** Stopped, waiting for what the server stored. */
  settling: boolean;
  /** The files chosen for the next message, and why the last choice was refused. */
  files: File[];
  fileError: string | null;
  /** The refusal of a send the workspace had no credits for. */
  noCredits: string | null;
}
export const selectComposer = (snapshot: ChatSnapshot): Composer => ({
  prompt: snapshot.context.prompt,
  seconds: snapshot.context.seconds,
  busy: snapshot.hasTag('busy'),
  settling: snapshot.hasTag('settling'),
  files: snapshot.context.attachments,
  fileError: snapshot.context.attachmentError,
  noCredits: snapshot.context.outOfCredits ? snapshot.context.error : null,
});

/** A reply that failed after its question was stored: said where the reply would be, in that conversation only, until the next send. */
export const selectReplyError = (snapshot: ChatSnapshot, conversationId: string | null) =>
  snapshot.context.replyFailed && snapshot.context.conversationId === conversationId ? snapshot.context.error : null;

/** The model, assistant and temporary mode the next message goes with. */
export const selectOptions = ({ context }: ChatSnapshot) => ({ model: context.model, assistantId: context.assistantId, temporary: context.temporary });

/** What of the running turn decides where the shown path ends (none of it changes per token). */
export type TurnPlace = Pick<ChatContext, 'conversationId' | 'parentId' | 'root' | 'userMessageId' | 'regenerateId'>;
export const selectTurnPlace = ({ context: c }: ChatSnapshot): TurnPlace => ({
  conversationId: c.conversationId,
  parentId: c.parentId,
  root: c.root,
  userMessageId: c.userMessageId,
  regenerateId: c.regenerateId,
});

/** What of the turn the message list shows on top of the stored thread (chatLiveTurn.ts). */
export const selectLiveTurn = (snapshot: ChatSnapshot, routeId: string | null, stored: Parameters<typeof liveTurn>[3]) =>
  liveTurn(snapshot.context, snapshot.hasTag('busy'), routeId, stored);
/** Tokens received this turn: the list scrolls along every so many (SPEC §4). */
export const selectTokens = (snapshot: ChatSnapshot) => snapshot.context.tokens;
