// The catalogue behind the chat's prompt help: prompt suggestions (also the Cmd+K quick box's
// results) and preset tiles. Public: the same for everyone.
import { badRequest, notFound } from '../lib/errors';
import type { CatalogueRepository } from './repository';

export const promptNotFound = 'Prompt not found.';

export interface PromptSearch {
  query?: string;
  limit?: number;
}

/** Prompts whose title, description or text contains the query (case-insensitive); 5 by default (SPEC §7). */
export async function searchPrompts(catalogue: CatalogueRepository, options: PromptSearch) {
  const limit = Math.min(Math.max(options.limit ?? 5, 1), 25);
  const words = (options.query ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  return { object: 'list' as const, data: await catalogue.prompts(words, limit) };
}

export async function getPrompt(catalogue: CatalogueRepository, id: string) {
  const prompt = await catalogue.prompt(id);
  if (!prompt) throw notFound(promptNotFound);
  return prompt;
}

export interface PresetListOptions {
  limit?: number;
  sort?: 'random' | 'default';
  locale?: string;
  starting_after?: string;
  category_id?: string;
  query?: string;
}

/**
 * Active presets; `sort=random` for the chat's tiles (then `starting_after` has no meaning and is
 * refused). The writer's gallery pages them by id, of one category and with search words when asked.
 */
export async function listPresets(catalogue: CatalogueRepository, options: PresetListOptions) {
  const limit = Math.min(Math.max(options.limit ?? 25, 1), 100);
  const random = options.sort === 'random';
  if (random && options.starting_after) throw badRequest('starting_after cannot be used with sort=random.');
  const words = (options.query ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const presets = await catalogue.presets({ limit, locale: options.locale, random, after: options.starting_after, category: options.category_id, words });
  // The row as it is (the Preset schema leaves out is_active and created_at), with the form its template asks for.
  return { object: 'list' as const, data: presets.map((preset) => ({ ...preset, fields: presetFields(preset.template) })) };
}

/** `{name}` in a template: letters, digits and underscores, as the seeds write them. */
const placeholder = /\{([A-Za-z][A-Za-z0-9_]{0,63})\}/g;

/**
 * A preset's form, read from its template so the two cannot disagree: each `{name}` once, in
 * order; one that begins a line (`Summarise the following text:\n{text}`) takes a long text.
 */
export function presetFields(template: string) {
  const fields = new Map<string, { name: string; label: string; multiline: boolean }>();
  for (const match of template.matchAll(placeholder)) {
    const name = match[1]!;
    if (fields.has(name)) continue;
    const lineStart = match.index === 0 || template[match.index - 1] === '\n';
    const words = name.replaceAll('_', ' ');
    fields.set(name, { name, label: words[0]!.toUpperCase() + words.slice(1), multiline: lineStart });
  }
  return [...fields.values()];
}

/** The template with each field's value in place of its `{name}` (values as the writer's form sent them). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(placeholder, (whole, name: string) => values[name] ?? whole);
}
