// The chat's part of the REST contract (docs/rest-api.md, "Chat", "Branches", "Attachments"):
// starting a conversation, sending a message (JSON, or multipart with files), stopping and
// re-attaching to a reply, switching branches, feedback; and the limits on attached files,
// which the message form in the browser checks before sending and the server enforces.
import { Type, type Static } from 'typebox';
import { nullableString, stringEnum } from './common';

// The attachment limits live in limits.ts (no TypeBox, for the browser); the server reads them here.
export { acceptedExtensions, conversationTitleMaxLength, maxFileBytes, maxFiles } from './tool-limits';
import { conversationTitleMaxLength, messageMaxLength } from './tool-limits';

export const NewConversationBody = Type.Unsafe<{ title?: string; temporary?: boolean } | null | undefined>({
  type: ['object', 'null'],
  properties: { title: { type: 'string', title: 'The title', maxLength: conversationTitleMaxLength }, temporary: { type: 'boolean', title: 'Temporary chat' } },
});

/** A message; as multipart, the same fields plus `files[]`. */
export const SendBody = Type.Object({
  content: Type.String({ title: 'Your message', maxLength: messageMaxLength }),
  /** Omitted: continue the latest message. null: a new root (an edit of the first message). */
  parent_id: Type.Optional(nullableString({ title: 'The message replied to', maxLength: 64 })),
  model: Type.Optional(nullableString({ title: 'The model', maxLength: 100 })),
  assistant_id: Type.Optional(nullableString({ title: 'The assistant', maxLength: 64 })),
  quote: Type.Optional(nullableString({ title: 'The quote', maxLength: 20_000 })),
  style: Type.Optional(nullableString({ title: 'The style', maxLength: 100 })),
  temporary: Type.Optional(Type.Boolean({ title: 'Temporary chat' })),
  /** Re-ask this user message (or the question of this answer). */
  regenerate_id: Type.Optional(nullableString({ title: 'The reply to regenerate', maxLength: 64 })),
});

export const ReplyParams = Type.Object({ id: Type.String({ maxLength: 64 }), messageId: Type.String({ maxLength: 64 }) });

export const BranchBody = Type.Object({ leaf_id: Type.String({ title: 'The branch', minLength: 1, maxLength: 64 }) });
export const BranchResponse = Type.Object({ id: Type.String(), current_leaf_id: Type.String() });

export const MessageFeedbackBody = Type.Object({
  /** 'up'/'down' or 1/0 (true/false); the server words a wrong value itself. */
  feedback: Type.Union([Type.String({ maxLength: 10 }), Type.Integer(), Type.Boolean()], { title: 'The rating' }),
  message: Type.Optional(nullableString({ title: 'Your message', maxLength: 5000 })),
});
export const FeedbackResponse = Type.Object({ message: Type.String(), feedback: stringEnum(['up', 'down']) });

export type SendBody = Static<typeof SendBody>;
export type MessageFeedbackBody = Static<typeof MessageFeedbackBody>;
