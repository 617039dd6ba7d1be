// The writer's queries, for either kind's table (kinds.ts): a workspace's documents (page, count,
// one, rename and status, delete) and what a completion checks before it starts, in one read.
// Billing's queries come on the same handle, so a document's final write and its usage share
// one transaction (server/lib/live's `complete`).
import { sql, type Updateable } from 'kysely';
import type { DB } from '../db/connect';
import type { Selectable } from 'kysely';
import type { DocumentsTable, Model, PresetsTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';
import { containing } from '../lib/like';
import { listOrder } from '../lib/list-order';
import type { ListSort } from '../../contract/limits';
import type { DocumentKind } from './kinds';

export interface DocumentPage {
  limit: number;
  /** Matches the title or the content. */
  words?: string;
  /** Only those with this status (SPEC's 1/0). */
  status?: number;
  sort?: ListSort;
  /** The id of the last document of the previous page. */
  after?: string;
}

export function documentRepository(db: DB, { table }: Pick<DocumentKind, 'table'>) {
  const matching = (words: string) => sql<boolean>`(title ilike ${containing(words)} or content ilike ${containing(words)})`;
  return {
    /** The workspace's document `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) =>
      db.selectFrom(table).selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst(),

    /**
     * Newest first by (created_at, id) unless `sort` says otherwise (lib/list-order.ts); the
     * `<table>_workspace` index serves the default order with the cursor.
     */
    page(workspaceId: string, { limit, words, status, sort, after }: DocumentPage) {
      const order = listOrder(table, workspaceId, sort);
      let query = db.selectFrom(table).selectAll().where('workspace_id', '=', workspaceId).orderBy(order.by[0]).orderBy(order.by[1]).limit(limit);
      if (words) query = query.where(matching(words));
      if (status !== undefined) query = query.where('status', '=', status);
      if (after) query = query.where(order.after(after));
      return query.execute();
    },

    async count(workspaceId: string, { words, status }: Pick<DocumentPage, 'words' | 'status'> = {}): Promise<number> {
      let query = db.selectFrom(table).select(sql<string | number>`count(*)`.as('count')).where('workspace_id', '=', workspaceId);
      if (words) query = query.where(matching(words));
      if (status !== undefined) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    update: (id: string, changes: Pick<Updateable<DocumentsTable>, 'title' | 'status'>) =>
      db.updateTable(table).set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Its usage row stays: it is the billing record. */
    remove: (id: string) => db.deleteFrom(table).where('id', '=', id).execute(),

    /** A document whose writing failed midway keeps its text, marked as cut short. */
    markIncomplete: (id: string) => db.updateTable(table).set({ is_incomplete: true }).where('id', '=', id).execute(),
  };
}

export type DocumentRepository = ReturnType<typeof documentRepository>;

/**
 * Before a completion starts, in one read: the model and the preset asked for, the workspace's
 * provider keys and main plan price, and how many other templates its writer's
 * documents use (the free plan's rule, free-plan.ts). Left joins from one row, so what is missing
 * is a null.
 */
export function completionChecks(db: DB) {
  return async (input: { workspaceId: string; modelKey: string; presetId: string | null }) => {
    const { workspaceId, modelKey, presetId } = input;
    const row = await db
      .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
      .leftJoin('models as m', (join) => join.on('m.key', '=', modelKey))
      .leftJoin('presets as p', (join) => join.on('p.id', '=', presetId ?? '').on('p.is_active', '=', true))
      .leftJoin('workspaces as w', (join) => join.on('w.id', '=', workspaceId))
      .selectAll('m')
      .select(['p.id as preset_id', 'p.title as preset_title', 'p.template as preset_template', 'w.openai_api_key', 'w.anthropic_api_key'])
      .select((eb) => [
        eb
          .selectFrom('subscriptions')
          .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
          .select('plans.price')
          .where('subscriptions.workspace_id', '=', workspaceId)
          .where('subscriptions.status', '=', 'active')
          .orderBy('subscriptions.created_at', 'desc')
          .limit(1)
          .as('plan_price'),
        presetId
          ? eb
              .selectFrom('documents')
              .select(sql<string | number>`count(distinct preset_id)`.as('other_templates'))
              .where('workspace_id', '=', workspaceId)
              .where('preset_id', 'is not', null)
              .where('preset_id', '!=', presetId)
              .as('other_templates')
          : sql<number>`0`.as('other_templates'),
      ])
      .executeTakeFirstOrThrow();
    const { preset_id, preset_title, preset_template, openai_api_key, anthropic_api_key, plan_price, other_templates, ...model } = row;
    return {
      // Every column of models comes back null when the key names none.
      model: model.key === null ? null : (model as Model),
      preset: preset_id === null ? null : ({ id: preset_id, title: preset_title!, template: preset_template! } satisfies Pick<Selectable<PresetsTable>, 'id' | 'title' | 'template'>),
      keys: { openai: openai_api_key ?? null, anthropic: anthropic_api_key ?? null },
      /** The main plan's price; null without a subscription. */
      planPrice: plan_price,
      otherTemplates: Number(other_templates ?? 0),
    };
  };
}

/**
 * How many templates other than `presetId` the workspace's writer documents use, read with the
 * workspace's row locked until the transaction `trx` ends, so that completions that could add a
 * template are taken one at a time (free-plan.ts). `for no key update`: it does not hold back
 * the rows that only point at the workspace (their foreign key takes a key-share lock).
 */
export async function lockedOtherTemplates(trx: DB, workspaceId: string, presetId: string): Promise<number> {
  await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forNoKeyUpdate().execute();
  const row = await trx
    .selectFrom('documents')
    .select(sql<string | number>`count(distinct preset_id)`.as('others'))
    .where('workspace_id', '=', workspaceId)
    .where('preset_id', 'is not', null)
    .where('preset_id', '!=', presetId)
    .executeTakeFirstOrThrow();
  return Number(row.others);
}

/** One kind's queries, the checks and billing's, on one handle; `transaction` hands them over on one. */
export const writerRepositories = (db: DB, kind: Pick<DocumentKind, 'table'>) =>
  withTransaction(db, (handle) => ({ documents: documentRepository(handle, kind), checks: completionChecks(handle), billing: billingRepository(handle) }));

export type WriterRepositories = ReturnType<typeof writerRepositories>;
