// What a send checks before its reply's stream opens, read in one query: the conversation
// (whatever its workspace: someone else's shared one is continued in a copy), the workspace's
// provider keys and plan, the size of its history, the model and assistant asked for, and the messages
// the send names. One round trip instead of one per rule, because the stream's first byte waits
// for it; the rules themselves stay with their domains (check-send.ts calls them). It reads other
// domains' tables for that reason alone and writes nothing.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { num } from '../db/json';
import type { PlanConfig } from '../db/types';

export interface SendCheckInput {
  workspaceId: string;
  conversationId: string;
  modelKey: string;
  assistantId: string | null;
  /** Checked to be a message of the conversation when given; omitted, the latest message is read. */
  parentId: string | null | undefined;
  regenerateId: string | null;
}

export function sendRepository(db: DB) {
  return {
    async checks({ workspaceId, conversationId, modelKey, assistantId, parentId, regenerateId }: SendCheckInput) {
      // Left joins from one row, so a missing conversation, model or assistant is a null, not no row.
      const row = await db
        .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
        .leftJoin('conversations as c', (join) => join.on('c.id', '=', conversationId))
        .leftJoin('models as m', (join) => join.on('m.key', '=', modelKey))
        .leftJoin('assistants as a', (join) => join.on('a.id', '=', assistantId ?? ''))
        .leftJoin('workspaces as w', (join) => join.on('w.id', '=', workspaceId))
        .selectAll('m')
        .select([
          'c.id as conversation_id',
          'c.workspace_id as conversation_workspace_id',
          'c.visibility as conversation_visibility',
          'c.title as conversation_title',
          'a.id as assistant_id',
          'a.instructions as assistant_instructions',
          'w.openai_api_key',
          'w.anthropic_api_key',
        ])
        // Only what this send needs (a column it does not is a plain null): each subquery left out
        // is one less for the database to plan, which is most of this query's cost.
        .select((eb) => [
          // What the reply's input may be at most (every branch's messages), for the credits it holds (billing/reservations.ts).
          eb.selectFrom('messages').select(sql<string | number | null>`sum(length(content))`.as('chars')).where('conversation_id', '=', conversationId).as('history_chars'),
          // The plan only rules on assistants.
          assistantId
            ? eb
                .selectFrom('subscriptions')
                .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
                .select(sql<PlanConfig>`plans.config`.as('plan_config'))
                .where('subscriptions.workspace_id', '=', workspaceId)
                .where('subscriptions.status', '=', 'active')
                .orderBy('subscriptions.created_at', 'desc')
                .limit(1)
                .as('plan_config')
            : sql<PlanConfig | null>`null`.as('plan_config'),
          // The latest message: where a send without parent_id continues.
          parentId === undefined
            ? eb.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).as('latest_message_id')
            : sql<string | null>`null`.as('latest_message_id'),
          parentId != null
            ? eb.selectFrom('messages').select('id').where('id', '=', parentId).where('conversation_id', '=', conversationId).as('parent_found')
            : sql<string | null>`null`.as('parent_found'),
          // The message a regeneration names, and the user message it asks again (itself, or its parent).
          regenerateId
            ? eb
                .selectFrom('messages as n')
                .leftJoin('messages as q', 'q.id', 'n.parent_id')
                .select(sql<string>`case when n.role = 'user' then n.id when q.role = 'user' then q.id else '' end`.as('question'))
                .where('n.id', '=', regenerateId)
                .where('n.conversation_id', '=', conversationId)
                .as('regenerate_question')
            : sql<string | null>`null`.as('regenerate_question'),
        ])
        .executeTakeFirstOrThrow();
      const {
        conversation_id,
        conversation_workspace_id,
        conversation_visibility,
        conversation_title,
        assistant_id,
        assistant_instructions,
        openai_api_key,
        anthropic_api_key,
        history_chars,
        plan_config,
        latest_message_id,
        parent_found,
        regenerate_question,
        ...model
      } = row;
      return {
        conversation: conversation_id === null ? null : { id: conversation_id, workspace_id: conversation_workspace_id!, visibility: conversation_visibility!, title: conversation_title! },
        // Every column of models comes back null when the key names none.
        model: model.key === null ? null : (model as { [K in keyof typeof model]: NonNullable<(typeof model)[K]> }),
        assistant: assistant_id === null ? null : { id: assistant_id, instructions: assistant_instructions! },
        keys: { openai: openai_api_key ?? null, anthropic: anthropic_api_key ?? null },
        /** The characters of every message of the conversation: its history's size, as an upper bound. */
        historyChars: num(history_chars),
        /** The active plan's config; null without a subscription. */
        planConfig: plan_config,
        latestMessageId: latest_message_id,
        parentFound: parent_found !== null,
        /** Null when regenerate_id names no message of the conversation, '' when it names an answer with no question. */
        regenerateQuestion: regenerate_question,
      };
    },
  };
}

export type SendRepository = ReturnType<typeof sendRepository>;
