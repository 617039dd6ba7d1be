// The catalogue's queries: models, assistants, prompts and presets, and the provider keys a
// workspace brings of its own. A factory over a database handle; the rules (page sizes, cursors
// that must exist, who is granted what) are in models.ts, assistants.ts and prompts.ts.
import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/connect';
import type { AssistantsTable, CategoriesTable, Model, ModelsTable, PresetsTable, PromptsTable } from '../db/types';
import { containing } from '../lib/like';

export interface PresetPage {
  limit: number;
  locale?: string;
  /** In random order (the chat's tiles), or by id after `after`. */
  random: boolean;
  after?: string;
  /** Only this category's presets. */
  category?: string;
  /** Each word in the title or the description. */
  words?: string[];
}

export function catalogueRepository(db: DB) {
  return {
    /** In the catalogue's order; of one type when given. */
    models(type?: Model['type']) {
      let query = db.selectFrom('models').selectAll().orderBy('sort').orderBy('key');
      if (type) query = query.where('type', '=', type);
      return query.execute();
    },

    /** Models an OpenAI-compatible server serves; a key already in the catalogue is left as it is. */
    async addModels(models: Insertable<ModelsTable>[]) {
      await db.insertInto('models').values(models).onConflict((c) => c.column('key').doNothing()).execute();
    },

    /** The model `key`, enabled or not. */
    model: (key: string) => db.selectFrom('models').selectAll().where('key', '=', key).executeTakeFirst(),

    providerKeys: (workspaceId: string) =>
      db.selectFrom('workspaces').select(['openai_api_key', 'anthropic_api_key']).where('id', '=', workspaceId).executeTakeFirst(),

    /** In the catalogue's order, by (sort, id), after the assistant `after` when given. */
    assistants(limit: number, after?: string) {
      let query = db.selectFrom('assistants').selectAll().orderBy('sort').orderBy('id').limit(limit);
      if (after) query = query.where(sql<boolean>`(sort, id) > (select a.sort, a.id from assistants a where a.id = ${after})`);
      return query.execute();
    },

    assistant: (id: string) => db.selectFrom('assistants').selectAll().where('id', '=', id).executeTakeFirst(),

    async assistantExists(id: string): Promise<boolean> {
      return (await db.selectFrom('assistants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Prompts whose title, description or text contains every one of `words` (lower case). */
    prompts(words: string[], limit: number) {
      let query = db.selectFrom('prompts').selectAll().orderBy('title').orderBy('id').limit(limit);
      for (const word of words) query = query.where(sql<boolean>`lower(title || ' ' || description || ' ' || content) like ${containing(word)}`);
      return query.execute();
    },

    prompt: (id: string) => db.selectFrom('prompts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** In the catalogue's order, by (sort, id), after the category `after` when given. */
    categories({ limit, after, types }: { limit: number; after?: string; types?: string[] }) {
      let query = db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').limit(limit);
      if (types) query = query.where('type', 'in', types);
      if (after) query = query.where(sql<boolean>`(sort, id) > (select c.sort, c.id from categories c where c.id = ${after})`);
      return query.execute();
    },

    async categoryExists(id: string): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    // The catalogue every installation starts with (server/seed.ts): fixed ids, and a row already
    // there is left as it is, so seeding runs on every start.
    async addCategories(categories: Insertable<CategoriesTable>[]) {
      await db.insertInto('categories').values(categories).onConflict((c) => c.doNothing()).execute();
    },
    async addAssistants(assistants: Insertable<AssistantsTable>[]) {
      await db.insertInto('assistants').values(assistants).onConflict((c) => c.doNothing()).execute();
    },
    async addPresets(presets: Insertable<PresetsTable>[]) {
      await db.insertInto('presets').values(presets).onConflict((c) => c.doNothing()).execute();
    },
    async addPrompts(prompts: Insertable<PromptsTable>[]) {
      await db.insertInto('prompts').values(prompts).onConflict((c) => c.doNothing()).execute();
    },

    /** Active presets only. */
    presets({ limit, locale, random, after, category, words = [] }: PresetPage) {
      let query = db.selectFrom('presets').selectAll().where('is_active', '=', true).limit(limit);
      if (locale) query = query.where('locale', '=', locale);
      if (category) query = query.where('category_id', '=', category);
      for (const word of words) query = query.where(sql<boolean>`lower(title || ' ' || description) like ${containing(word)}`);
      if (random) {
        query = query.orderBy(sql`random()`);
      } else {
        query = query.orderBy('id');
        if (after) query = query.where('id', '>', after);
      }
      return query.execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
