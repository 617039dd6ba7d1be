// What a resolver may return for a GraphQL type, where that is not the GraphQL type itself
// (codegen.ts `mappers`). Type-only: nothing here enters the bundle.
import type { Conversation, Workspace } from './generated/resolvers';

/**
 * `GET /workspaces/{id}` and its changes answer no balance (only `/account` does, for the
 * workspace acted in): `Workspace.credits` reads it when the answer lacks it.
 */
export type WorkspaceParent = Omit<Workspace, 'credits'> & { credits?: number };

/**
 * A conversation from a list (history, a new or renamed one) carries no messages: leaving
 * `messages` out, not [], keeps that visible to graphcache, which fetches the path when a
 * screen asks for it.
 */
export type ConversationParent = Omit<Conversation, 'messages' | 'hasOlderMessages'> & Partial<Pick<Conversation, 'messages' | 'hasOlderMessages'>>;
