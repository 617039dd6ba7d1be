// The assistants of the catalogue, paged, each with whether the caller's plan may use it.
import { assistantPageLimit } from '../../contract/catalogue';
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import type { Selectable } from 'kysely';
import type { AssistantsTable } from '../db/types';
import { badRequest } from '../lib/errors';
import { activeSubscription } from '../billing/plans';

export interface AssistantListOptions {
  limit?: number;
  starting_after?: string;
}


/**
 * Every assistant, in the catalogue's order, each with `granted`: whether the caller's plan
 * (`config.assistants`, null meaning all) lets it be used. Anonymous callers are granted none.
 */
export async function listAssistants(db: DB, workspaceId: string | null, options: AssistantListOptions) {
  const limit = Math.min(Math.max(options.limit ?? assistantPageLimit, 1), assistantPageLimit);
  let query = db.selectFrom('assistants').selectAll().orderBy('sort').orderBy('id').limit(limit);
  if (options.starting_after) {
    const cursor = options.starting_after;
    const known = await db.selectFrom('assistants').select('id').where('id', '=', cursor).executeTakeFirst();
    if (!known) throw badRequest('starting_after does not name an assistant.');
    query = query.where(sql<boolean>`(sort, id) > (select a.sort, a.id from assistants a where a.id = ${cursor})`);
  }
  const [assistants, allowed] = await Promise.all([query.execute(), allowedAssistants(db, workspaceId)]);
  return {
    object: 'list' as const,
    data: assistants.map((assistant) => assistantView(assistant, allowed === 'none' ? false : allowed === 'all' || allowed.includes(assistant.id))),
  };
}

/** The plan's list, 'all' when the plan sets none, 'none' for anonymous callers. */
async function allowedAssistants(db: DB, workspaceId: string | null): Promise<string[] | 'all' | 'none'> {
  if (!workspaceId) return 'none';
  const list = (await activeSubscription(db, workspaceId))?.plan.config.assistants;
  return Array.isArray(list) ? list.map(String) : 'all';
}

function assistantView(assistant: Selectable<AssistantsTable>, granted: boolean) {
  return {
    id: assistant.id,
    name: assistant.name,
    expertise: assistant.expertise,
    description: assistant.description,
    model: assistant.model,
    avatar: assistant.avatar,
    granted,
  };
}
