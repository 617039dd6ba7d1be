import { badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';
import { findConversation } from '../library/conversations';
import type { ChatRepositories } from './repository';

// Branches (docs/rest-api.md, "Branches"): messages form a tree via parent_id; editing a user
// message or regenerating an answer adds a sibling. The path the user looks at is kept per
// conversation as `current_leaf_id`: set whenever a message is stored and when the user
// switches to another sibling, so it survives a reload and follows them across devices.

export const messageNotFound = 'Message not found!';

/** The user switched to another sibling (‹ 2/3 ›): the path now goes through `leafId`. */
export async function chooseBranch({ chat, conversations }: ChatRepositories, auth: AuthContext, conversationId: string, leafId: string) {
  await findConversation(conversations, auth, conversationId);
  if (!(await chat.messageOf(conversationId, leafId))) throw notFound(messageNotFound);
  await chat.setCurrentLeaf(conversationId, leafId);
  return { id: conversationId, current_leaf_id: leafId };
}

export type FeedbackValue = 'up' | 'down';

/** `feedback` may be 'up'/'down' or 1/0 (true/false); one per user and conversation, the latest wins. */
export function feedbackValue(raw: unknown): FeedbackValue {
  if (raw === 'up' || raw === 1 || raw === '1' || raw === true) return 'up';
  if (raw === 'down' || raw === 0 || raw === '0' || raw === false) return 'down';
  throw badRequest("feedback must be 'up' or 'down' (or 1 or 0).");
}

export async function saveFeedback({ chat, conversations }: ChatRepositories, auth: AuthContext, conversationId: string, input: { feedback: unknown; message?: string | null }) {
  await findConversation(conversations, auth, conversationId);
  const value = feedbackValue(input.feedback);
  const message = input.message?.trim() || null;
  await chat.saveFeedback({ id: newId(), conversation_id: conversationId, workspace_id: auth.workspaceId, user_id: auth.userId, value, message });
  return { message: 'Thank you for feedback.', feedback: value };
}
