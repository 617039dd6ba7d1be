// The library's part of the REST contract (docs/rest-api.md, "Library" and "Sharing"): a
// conversation, its messages, the history list, rename, visibility. The chat answers with the
// same Conversation and Message, so they are defined here once.
//
// Response schemas are also how the server serialises (fast-json-stringify): a field missing
// here is a field the client never receives, so every field the server's views produce is listed.
import { Type, type Static } from 'typebox';
import { Id, ListOf, ListSortQuery, nullableString, PageQuery, SearchQuery, stringEnum, Timestamp } from './common';
import { maxMessagePageSize } from './limits';
import { conversationTitleMaxLength } from './tool-limits';

/** SPEC §3: a library item with visibility 2 is shared (anyone with the link); 0 is private. */
export const visibility = { private: 0, public: 2 } as const;

export const AttachmentSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The server's type for the file's extension, never what the uploader declared. */
  mime: Type.String(),
  size: Type.Integer(),
});

export const ToolCall = Type.Object({ name: Type.String(), arguments: Type.String(), result: Type.String() });

export const Message = Type.Object({
  id: Type.String(),
  conversation_id: Type.String(),
  parent_id: nullableString(),
  role: stringEnum(['user', 'assistant']),
  content: Type.String(),
  reasoning: Type.String(),
  model: nullableString(),
  assistant: Type.Union([Type.Object({ id: Type.String() }), Type.Null()]),
  quote: nullableString(),
  /** The reply's last tool call (SPEC's `call`); `calls` has them all, in order. */
  call: Type.Union([ToolCall, Type.Null()]),
  calls: Type.Array(ToolCall),
  is_processing: Type.Boolean(),
  is_incomplete: Type.Boolean(),
  attachments: Type.Array(AttachmentSummary),
  created_at: Timestamp,
});

export const Conversation = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** What its replies have cost so far, in credits; 0 on the public share page. */
  cost: Type.Number(),
  visibility: Type.Integer(),
  current_leaf_id: nullableString(),
  temporary: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ConversationWithMessages = Type.Object({ ...Conversation.properties, messages: Type.Array(Message) });

/**
 * A message of a path page: with the ids of its siblings (the messages with the same parent,
 * itself included, oldest first), which the ‹ 2/3 › switcher at a fork needs.
 */
export const PathMessage = Type.Object({ ...Message.properties, sibling_ids: Type.Array(Type.String()) });

/**
 * How many messages of the path a read answers (the newest `limit`, or the `limit` above
 * `before`); `messagePageSize` when left out (no schema default: a conversation read without
 * `limit` means every message).
 */
const pathLimit = Type.Optional(Type.Integer({ title: 'The page size', minimum: 1, maximum: maxMessagePageSize }));

/**
 * `GET /library/conversations/{id}`: without `limit`, every message of every branch (as
 * always); with it, only the newest `limit` messages of the chosen path, and `has_older`.
 * `through` (a link to a message): the path through that message instead, with it on the page.
 */
export const ConversationReadQuery = Type.Object({ limit: pathLimit, through: Type.Optional(Type.String({ title: 'The message linked to', minLength: 1, maxLength: 64 })) });

/** The answer to either: a path page's messages carry `sibling_ids`, and it says whether the path goes on above. */
export const ConversationRead = Type.Object({
  ...Conversation.properties,
  messages: Type.Array(Type.Object({ ...Message.properties, sibling_ids: Type.Optional(Type.Array(Type.String())) })),
  has_older: Type.Optional(Type.Boolean()),
});

/** `GET /library/conversations/{id}/messages`: the `limit` messages of the path above message `before`; without it, the chosen path's newest. */
export const PathPageQuery = Type.Object({ limit: pathLimit, before: Type.Optional(Type.String({ title: 'The message to read above', minLength: 1, maxLength: 64 })) });

/** Oldest first; `has_more` when the path goes on above the first. */
export const PathPage = Type.Object({ object: Type.Literal('list'), data: Type.Array(PathMessage), has_more: Type.Boolean() });

export const ConversationList = ListOf(Conversation);

export const ConversationListQuery = Type.Object({
  ...PageQuery.properties,
  /** Matches the title or any message's text (history search). */
  query: Type.Optional(SearchQuery),
  ...ListSortQuery,
});

export const RenameBody = Type.Object({ title: Type.String({ title: 'The title', maxLength: conversationTitleMaxLength }) });

export const VisibilityBody = Type.Object({ visibility: Type.Integer({ title: 'Visibility', enum: [visibility.private, visibility.public] }) });

export const SharedAttachmentParams = Type.Object({ conversationId: Id, id: Id });

export type Message = Static<typeof Message>;
export type PathMessage = Static<typeof PathMessage>;
export type Conversation = Static<typeof Conversation>;
export type ConversationListQuery = Static<typeof ConversationListQuery>;
