// Reading a conversation a page of its chosen path at a time (docs/rest-api.md, "Library"): the
// conversation with the newest messages of the path the user looks at, in one request, then the
// messages above any of them as the reader scrolls up. The path above a message is its chain of
// ancestors whatever branch is chosen, so a page before a message never depends on the branch.
import { messagePageSize } from '../../contract/limits';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, notFound } from '../lib/errors';
import { num } from '../db/json';
import { conversationNotFound, conversationView, messageView } from './conversations';
import type { PathRepository, PathRow } from './path-repository';

export const badCursor = 'before does not name a message of this conversation.';

/**
 * The conversation with the newest `limit` messages of its chosen path, oldest first; with
 * `through` (a link to a message), of the path through that message, down to it at least.
 */
export async function readConversationPage(paths: PathRepository, auth: AuthContext, id: string, { limit = messagePageSize, through }: { limit?: number; through?: string } = {}) {
  const conversation = await paths.conversationWithCost(auth.workspaceId, id);
  if (!conversation) throw notFound(conversationNotFound);
  const linked = through && (await paths.hasMessage(id, through)) ? through : null;
  const rows = await paths.newest(id, linked ?? conversation.current_leaf_id ?? null, limit, linked !== null);
  return { ...conversationView(conversation, num(conversation.cost ?? 0)), messages: rows.map(pathMessageView), has_older: hasOlder(rows) };
}

/** The `limit` messages of the path above message `before` (without it, the chosen path's newest). */
export async function readPathPage(paths: PathRepository, auth: AuthContext, id: string, options: { before?: string; limit?: number }) {
  const conversation = await paths.conversationWithCost(auth.workspaceId, id);
  if (!conversation) throw notFound(conversationNotFound);
  const limit = options.limit ?? messagePageSize;
  const rows = options.before ? await paths.before(id, options.before, limit) : await paths.newest(id, conversation.current_leaf_id ?? null, limit);
  // Only an empty page can come from a cursor of another conversation (or a root): ask then.
  if (options.before && rows.length === 0 && !(await paths.hasMessage(id, options.before))) throw badRequest(badCursor);
  return { object: 'list' as const, data: rows.map(pathMessageView), has_more: hasOlder(rows) };
}

/** The path goes on above a page whose first message has a parent. */
const hasOlder = (rows: PathRow[]) => (rows[0]?.parent_id ?? null) !== null;

function pathMessageView(row: PathRow) {
  return { ...messageView(row), sibling_ids: row.sibling_ids ?? [row.id] };
}
