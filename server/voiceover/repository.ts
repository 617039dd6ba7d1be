// Voiceover's queries: the voices a user may use (the engines' built-in ones and the workspace's
// clones), the workspace's speeches (page, one, title, delete, the job's outcome), and the
// credit check and workspace lock a speech and a clone are written under. Billing's queries come
// on the same handle, so `transaction` locks, checks and writes on one.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../db/connect';
import type { SpeechesTable, VoicesTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';
import { containing } from '../lib/like';

/** A voice the user may use: a built-in one still offered, or a clone of the workspace shared with them or theirs. */
function visibleVoices(db: DB, workspaceId: string, userId: string) {
  return db
    .selectFrom('voices')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('workspace_id', 'is', null), eb('enabled', '=', true)]),
        eb.and([eb('workspace_id', '=', workspaceId), eb('ready', '=', true), eb.or([eb('visibility', '=', 1), eb('user_id', '=', userId)])]),
      ]),
    );
}

export function voicesRepository(db: DB) {
  return {
    /** A voice the user may speak with; none when it is hidden from them or another workspace's. */
    visible: (workspaceId: string, userId: string, id: string) => visibleVoices(db, workspaceId, userId).where('id', '=', id).executeTakeFirst(),

    /** The workspace's clone `id` (whoever may see it); none for a built-in voice or another workspace's. */
    clone: (workspaceId: string, id: string) =>
      db.selectFrom('voices').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).where('ready', '=', true).executeTakeFirst(),

    /**
     * Every voice the user may use, clones newest first then the built-in ones in the engines'
     * order: a few clones (the plan caps them) and a few dozen built-in voices, so the page is
     * cut from them in the service rather than with a cursor over two orders.
     */
    all(workspaceId: string, userId: string, { words, clonesOnly }: { words?: string; clonesOnly?: boolean }) {
      let query = visibleVoices(db, workspaceId, userId)
        .orderBy(sql`workspace_id is null`)
        // Clones by age; built-in voices all tie here (null), whenever each was first synced, so
        // they keep the engines' order (`sort`: the most intelligible voice first).
        .orderBy(sql`case when workspace_id is not null then created_at end`, 'desc')
        .orderBy('sort')
        .orderBy('id');
      if (words) query = query.where((eb) => eb.or([eb('name', 'ilike', containing(words)), eb('locale', 'ilike', containing(words))]));
      if (clonesOnly) query = query.where('workspace_id', '=', workspaceId);
      return query.execute();
    },

    /** The workspace's clones; with `userId`, those ready that the user sees (without, every one: the cap counts those being made). */
    async countClones(workspaceId: string, userId?: string): Promise<number> {
      let query = db.selectFrom('voices').select(sql<string | number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId);
      if (userId) query = query.where('ready', '=', true).where((eb) => eb.or([eb('visibility', '=', 1), eb('user_id', '=', userId)]));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    /** The user's role in the workspace ('owner' or 'member'), null when not a member. */
    role: async (workspaceId: string, userId: string) =>
      (await db.selectFrom('workspace_members').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst())?.role ?? null,

    /** The workspace's plan now (its `config.voiceover.clone_cap`), null without one. */
    activeSubscription: (workspaceId: string) => billingRepository(db).activeSubscription(workspaceId),

    /** Held until the transaction ends: the credit lock (billing), so clones and speeches of the workspace take turns. */
    lockWorkspace: (workspaceId: string) => billingRepository(db).lockCredits(workspaceId),

    insert: (values: Insertable<VoicesTable>) => db.insertInto('voices').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (id: string, changes: Updateable<VoicesTable>) => db.updateTable('voices').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    remove: (id: string) => db.deleteFrom('voices').where('id', '=', id).execute(),

    /** Clones a process died making (not ready after ten minutes): their place under the cap given back. */
    sweepUnready: () => db.deleteFrom('voices').where('ready', '=', false).where('created_at', '<', new Date(Date.now() - 10 * 60_000)).execute(),

    /** Every clone's engine and engine voice ("elevenlabs abc123"), of every workspace. */
    cloneEngineVoices: async () =>
      (await db.selectFrom('voices').select(['engine', 'engine_voice']).where('workspace_id', 'is not', null).execute()).map((row) => `${row.engine} ${row.engine_voice}`),

    /** The engines' voices as offered now: added or updated, and those no longer offered disabled (speeches keep them). */
    async syncBuiltIn(voices: Insertable<VoicesTable>[]) {
      for (const { id, ...rest } of voices) {
        await db
          .insertInto('voices')
          .values({ id, ...rest })
          .onConflict((oc) => oc.column('id').doUpdateSet({ ...rest, enabled: true }))
          .execute();
      }
      let retired = db.updateTable('voices').set({ enabled: false }).where('workspace_id', 'is', null);
      if (voices.length) retired = retired.where('id', 'not in', voices.map((voice) => voice.id));
      await retired.execute();
    },
  };
}

export interface SpeechPage {
  limit: number;
  /** The id of the last speech of the previous page. */
  after?: string;
}

/** The kind of job that speaks a speech (speech-job.ts). */
export const speechJobKind = 'speech';

/** A speech with its voice's name and its job's state and progress (the runner keeps those on the job), as the library shows it. */
function speechesWithVoice(db: DB) {
  return db
    .selectFrom('speeches')
    .leftJoin('voices', 'voices.id', 'speeches.voice_id')
    .leftJoin('jobs', (join) => join.onRef('jobs.resource_id', '=', 'speeches.id').on('jobs.kind', '=', speechJobKind))
    .selectAll('speeches')
    .select(['voices.name as voice_name', 'jobs.state as job_state', 'jobs.progress as job_progress']);
}

export function speechesRepository(db: DB) {
  return {
    /** The handle these queries run on (a transaction's, inside one): the job and the file write on it too. */
    handle: db,

    /** The workspace's speech `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) => speechesWithVoice(db).where('speeches.id', '=', id).where('speeches.workspace_id', '=', workspaceId).executeTakeFirst(),

    byId: (id: string) => speechesWithVoice(db).where('speeches.id', '=', id).executeTakeFirst(),

    /**
     * Newest first by (created_at, id); the speeches_workspace index serves it with the cursor,
     * compared in SQL (as lib/list-order.ts does) because a JS Date would lose the microseconds.
     */
    page(workspaceId: string, { limit, after }: SpeechPage) {
      let query = speechesWithVoice(db).where('speeches.workspace_id', '=', workspaceId).orderBy(sql`speeches.created_at desc`).orderBy(sql`speeches.id desc`).limit(limit);
      if (after) query = query.where(sql<boolean>`(speeches.created_at, speeches.id) < (select cursor.created_at, cursor.id from speeches cursor where cursor.id = ${after} and cursor.workspace_id = ${workspaceId})`);
      return query.execute();
    },

    insert: (values: Insertable<SpeechesTable>) => db.insertInto('speeches').values(values).execute(),

    update: (id: string, changes: Updateable<SpeechesTable>) => db.updateTable('speeches').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute(),

    remove: (id: string) => db.deleteFrom('speeches').where('id', '=', id).execute(),

    /** What a model costs, per 1,000 characters spoken (its catalogue entry's input price); 0 when it has none. */
    async pricePer1k(model: string): Promise<number> {
      const row = await db.selectFrom('models').select('input_cost_per_1k').where('key', '=', model).executeTakeFirst();
      return Number(row?.input_cost_per_1k ?? 0);
    },

    /** What the workspace may still spend (its balance less what running calls hold). */
    available: (workspaceId: string) => billingRepository(db).available(workspaceId),
  };
}

/** Voices and speeches on one handle; `transaction` hands both over on one. */
export const voiceoverRepositories = (db: DB) => withTransaction(db, (handle) => ({ voices: voicesRepository(handle), speeches: speechesRepository(handle) }));

export type VoiceoverRepositories = ReturnType<typeof voiceoverRepositories>;
export type VoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof voicesRepository>['visible']>>>;
export type SpeechRow = NonNullable<Awaited<ReturnType<ReturnType<typeof speechesRepository>['byId']>>>;
