// Pure helpers of the chat's prompt help and options: preset tiles, sample prompts, models.
import { providerKeyPhrase } from '../../contract/providers';

/** SPEC §9: a preset tile's title is cut at 25 characters, its description at 30. */
export const TILE_TITLE_MAX = 25;
export const TILE_DESCRIPTION_MAX = 30;

/** `text` cut to at most `max` characters (whitespace-normalised), with '…' when something was cut. */
export function cut(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const chars = Array.from(clean); // never split an emoji or other astral character
  if (chars.length <= max) return clean;
  return chars.slice(0, max).join('').trimEnd() + '…';
}

export function presetTile(preset: { title: string; description: string }) {
  return { title: cut(preset.title, TILE_TITLE_MAX), description: cut(preset.description, TILE_DESCRIPTION_MAX) };
}

/** A few clickable examples on the empty chat. */
export const samplePrompts = [
  'Explain quantum computing in simple terms',
  'Write a haiku about autumn in Paris',
  'Give me three ideas for a weekend project',
  'How do I centre a div in CSS?',
];

export interface PickableModel {
  key: string;
  name: string;
  provider: string;
  granted: boolean;
  isAvailable: boolean;
}

/** SPEC §9: models with `granted` false sort last; the rest keep the catalogue's order. */
export function sortModels<T extends PickableModel>(models: readonly T[]): T[] {
  return [...models.filter((m) => m.granted), ...models.filter((m) => !m.granted)];
}

/** Why a model cannot be picked, or null when it can. */
export function modelLockReason(model: PickableModel, loggedIn: boolean): string | null {
  if (model.granted) return null;
  if (!loggedIn) return 'Log in to use this model';
  if (!model.isAvailable) return `Add ${providerKeyPhrase(model.provider).replace(' API key', ' key')} in workspace settings`;
  return 'Not included in your plan';
}

/** Why an assistant cannot be picked, or null when it can. */
export function assistantLockReason(assistant: { granted: boolean }, loggedIn: boolean): string | null {
  if (assistant.granted) return null;
  return loggedIn ? 'Not included in your plan' : 'Log in to use this assistant';
}
