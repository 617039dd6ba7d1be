// The queries that read one path through a conversation's message tree a page at a time, so
// opening a long conversation reads (and sends) only its newest messages. A path is a chain of
// parent links: from the chosen leaf up to a root, and below the leaf the newest child at each
// step (docs/rest-api.md, "Branches"). Each page is one recursive query walking those links
// through the messages_parent index (migration 0010), with each message's siblings for the
// ‹ 2/3 › switcher.
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect';
import type { Conversation, Message } from '../db/types';
import { conversationCost } from './repository';

export type PathRow = Message & { sibling_ids: string[] };

/**
 * Walks up from message `from` (a subquery naming one id) at most `limit` messages, and answers
 * them oldest first with their siblings. `down` is prepended as further CTEs when the start
 * must first be found by walking down.
 */
function walkUp(db: DB, conversationId: string, limit: number | RawBuilder<number>, from: RawBuilder<unknown>, down?: RawBuilder<unknown>) {
  return sql<PathRow>`
    with recursive ${down ?? sql``}
    up(id, parent_id, depth) as (
      select m.id, m.parent_id, 1 from messages m where m.id = (${from}) and m.conversation_id = ${conversationId}
      union all
      select m.id, m.parent_id, up.depth + 1 from up join messages m on m.id = up.parent_id where up.depth < ${limit}
    )
    select m.*, case
      when m.parent_id is null then (select array_agg(s.id order by s.created_at, s.id) from messages s where s.conversation_id = m.conversation_id and s.parent_id is null)
      else (select array_agg(s.id order by s.created_at, s.id) from messages s where s.conversation_id = m.conversation_id and s.parent_id = m.parent_id)
    end as sibling_ids
    from up join messages m on m.id = up.id
    order by up.depth desc`.execute(db);
}

export function pathRepository(db: DB) {
  return {
    /** The workspace's conversation `id` with what its replies have cost; none when it is another workspace's. */
    conversationWithCost: (workspaceId: string, id: string) =>
      db
        .selectFrom('conversations')
        .selectAll()
        .select(conversationCost)
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst() as Promise<(Conversation & { cost: string | number | null }) | undefined>,

    /**
     * The newest `limit` messages of the path through `leafId` (the chosen leaf; a leaf that is
     * gone, or none, means the newest root): down from the leaf by the newest child to the
     * path's end, then up from there. With `reachLeaf`, as many more as it takes to include the
     * leaf itself (a link to a message opens the path through it, with it on the page).
     */
    async newest(conversationId: string, leafId: string | null, limit: number, reachLeaf = false): Promise<PathRow[]> {
      const down = sql`
        down(id, depth) as (
          select coalesce(
            (select id from messages where id = ${leafId} and conversation_id = ${conversationId}),
            (select id from messages where conversation_id = ${conversationId} and parent_id is null order by created_at desc, id desc limit 1)
          ), 0
          union all
          select child.id, down.depth + 1 from down cross join lateral (
            select id from messages where conversation_id = ${conversationId} and parent_id = down.id order by created_at desc, id desc limit 1
          ) child
        ),`;
      const depth = reachLeaf ? sql<number>`greatest(${limit}, (select max(depth) + 1 from down))` : limit;
      const { rows } = await walkUp(db, conversationId, depth, sql`select id from down order by depth desc limit 1`, down);
      return rows;
    },

    /** The `limit` messages above message `before` on its path (its nearest ancestors), oldest first. */
    async before(conversationId: string, before: string, limit: number): Promise<PathRow[]> {
      const parent = sql`select parent_id from messages where id = ${before} and conversation_id = ${conversationId}`;
      const { rows } = await walkUp(db, conversationId, limit, parent);
      return rows;
    },

    /** Whether message `id` belongs to the conversation (asked only when a page comes back empty). */
    hasMessage: async (conversationId: string, id: string) =>
      !!(await db.selectFrom('messages').select('id').where('id', '=', id).where('conversation_id', '=', conversationId).executeTakeFirst()),
  };
}

export type PathRepository = ReturnType<typeof pathRepository>;
