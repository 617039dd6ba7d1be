import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/connect';
import type { PresetsTable, PromptsTable } from '../db/types';
import { badRequest, notFound } from '../lib/errors';

// The catalogue behind the chat's prompt help: prompt suggestions (also the Cmd+K quick box's
// results) and preset tiles. Public: the same for everyone.

export const promptNotFound = 'Prompt not found.';

export interface PromptSearch {
  query?: string;
  limit?: number;
}

/** Prompts whose title, description or text contains the query (case-insensitive); 5 by default (SPEC §7). */
export async function searchPrompts(db: DB, options: PromptSearch) {
  const limit = Math.min(Math.max(options.limit ?? 5, 1), 25);
  let query = db.selectFrom('prompts').selectAll().orderBy('title').orderBy('id').limit(limit);
  const words = (options.query ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(title || ' ' || description || ' ' || content) like ${pattern}`);
  }
  return { object: 'list' as const, data: (await query.execute()).map(promptView) };
}

export async function getPrompt(db: DB, id: string) {
  const prompt = await db.selectFrom('prompts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!prompt) throw notFound(promptNotFound);
  return promptView(prompt);
}

export interface PresetListOptions {
  limit?: number;
  sort?: 'random' | 'default';
  locale?: string;
  starting_after?: string;
}

/** Active presets; `sort=random` for the chat's tiles (then `starting_after` has no meaning and is refused). */
export async function listPresets(db: DB, options: PresetListOptions) {
  const limit = Math.min(Math.max(options.limit ?? 25, 1), 100);
  let query = db.selectFrom('presets').selectAll().where('is_active', '=', true).limit(limit);
  if (options.locale) query = query.where('locale', '=', options.locale);
  if (options.sort === 'random') {
    if (options.starting_after) throw badRequest('starting_after cannot be used with sort=random.');
    query = query.orderBy(sql`random()`);
  } else {
    query = query.orderBy('id');
    if (options.starting_after) query = query.where('id', '>', options.starting_after);
  }
  return { object: 'list' as const, data: (await query.execute()).map(presetView) };
}

function promptView(prompt: Selectable<PromptsTable>) {
  return { id: prompt.id, title: prompt.title, description: prompt.description, image: prompt.image, content: prompt.content };
}

function presetView(preset: Selectable<PresetsTable>) {
  return {
    id: preset.id,
    title: preset.title,
    description: preset.description,
    image: preset.image,
    template: preset.template,
    category_id: preset.category_id,
    locale: preset.locale,
  };
}
