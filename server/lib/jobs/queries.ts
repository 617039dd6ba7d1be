// The jobs table's queries (index.ts). Every change of a running job is conditional on its
// state and owner, so a runner that lost its job (queued again as stale, taken by another
// process) can no longer finish, fail or touch it: the outcome is stored at most once.
import { sql } from 'kysely';
import { jobState } from '../../../contract/media';
import type { DB } from '../../db/connect';
import { json } from '../../db/json';
import { newId } from '../ids';
import type { JobRow } from './types';

const ago = (ms: number) => sql<Date>`now() - ${sql.raw(`interval '${Math.round(ms)} milliseconds'`)}`;

export function jobQueries(db: DB) {
  return {
    async insert(job: { kind: string; workspaceId: string; userId: string; resourceId: string; input: unknown }): Promise<string> {
      const id = newId();
      await db
        .insertInto('jobs')
        .values({ id, kind: job.kind, workspace_id: job.workspaceId, user_id: job.userId, resource_id: job.resourceId, input: json(job.input ?? {}) })
        .execute();
      return id;
    },

    /** Takes the oldest queued job of these kinds for `owner`; SKIP LOCKED lets processes claim side by side. */
    async claim(owner: string, kinds: readonly string[]): Promise<JobRow | null> {
      if (kinds.length === 0) return null;
      const row = await db
        .updateTable('jobs')
        .set({ state: jobState.running, owner, attempts: sql`attempts + 1`, started_at: sql`now()`, heartbeat_at: sql`now()`, progress: 0 })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('state', '=', jobState.queued)
            .where('kind', 'in', kinds)
            .orderBy('created_at')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .where('state', '=', jobState.queued)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, kind: row.kind, workspaceId: row.workspace_id, userId: row.user_id, resourceId: row.resource_id, input: row.input, attempts: row.attempts };
    },

    async beat(owner: string, ids: readonly string[]) {
      if (ids.length === 0) return;
      await db.updateTable('jobs').set({ heartbeat_at: sql`now()` }).where('id', 'in', ids).where('owner', '=', owner).where('state', '=', jobState.running).execute();
    },

    async progress(owner: string, id: string, fraction: number) {
      await db.updateTable('jobs').set({ progress: fraction }).where('id', '=', id).where('owner', '=', owner).where('state', '=', jobState.running).execute();
    },

    /**
     * running → done or failed, only if it is still held as the caller knows it: the same take
     * (its count of takes) by the same runner (any runner for an orphan). False when it is not,
     * and nothing is stored: another take owns the outcome.
     */
    async end(holder: { owner?: string; attempts: number }, id: string, outcome: { state: typeof jobState.done } | { state: typeof jobState.failed; error: string }): Promise<boolean> {
      let query = db
        .updateTable('jobs')
        .set({ state: outcome.state, error: 'error' in outcome ? outcome.error : null, progress: outcome.state === jobState.done ? 1 : sql`progress`, finished_at: sql`now()`, heartbeat_at: null })
        .where('id', '=', id)
        .where('state', '=', jobState.running);
      query = query.where('attempts', '=', holder.attempts);
      if (holder.owner) query = query.where('owner', '=', holder.owner);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setCredits(id: string, credits: number) {
      await db.updateTable('jobs').set({ credits }).where('id', '=', id).execute();
    },

    /** Shutdown: this runner's running jobs queued again, the interrupted take not counted. */
    async release(owner: string, ids: readonly string[]) {
      if (ids.length === 0) return;
      await db
        .updateTable('jobs')
        .set({ state: jobState.queued, owner: null, heartbeat_at: null, progress: 0, attempts: sql`greatest(attempts - 1, 0)` })
        .where('id', 'in', ids)
        .where('owner', '=', owner)
        .where('state', '=', jobState.running)
        .execute();
    },

    /**
     * Running jobs whose runner is gone: silent for `staleAfterMs` (the database's clock decides),
     * or, with `notOwner`, any not run by that runner (the embedded database: one process).
     */
    async orphans(kinds: readonly string[], gone: { staleAfterMs: number } | { notOwner: string }): Promise<JobRow[]> {
      if (kinds.length === 0) return [];
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('state', '=', jobState.running)
        .where('kind', 'in', kinds)
        .where((eb) =>
          'notOwner' in gone
            ? eb.or([eb('owner', 'is', null), eb('owner', '!=', gone.notOwner)])
            : eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', ago(gone.staleAfterMs))]),
        )
        .execute();
      return rows.map((row) => ({ id: row.id, kind: row.kind, workspaceId: row.workspace_id, userId: row.user_id, resourceId: row.resource_id, input: row.input, attempts: row.attempts }));
    },

    /** An orphan queued again, if it is still running under the owner it was found with. */
    async requeue(id: string, attempts: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ state: jobState.queued, owner: null, heartbeat_at: null, progress: 0 })
        .where('id', '=', id)
        .where('state', '=', jobState.running)
        .where('attempts', '=', attempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ids of the jobs of these kinds not finished yet (Jobs.idle). */
    async unfinished(kinds: readonly string[], among?: readonly string[]): Promise<string[]> {
      if (kinds.length === 0 || among?.length === 0) return [];
      let query = db.selectFrom('jobs').select('id').where('state', '<', jobState.done).where('kind', 'in', kinds);
      if (among) query = query.where('id', 'in', among);
      return (await query.execute()).map((row) => row.id);
    },

    async providerOf(model: string) {
      const row = await db.selectFrom('models').select('provider').where('key', '=', model).executeTakeFirst();
      return row?.provider ?? null;
    },
  };
}
