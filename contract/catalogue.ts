// The catalogue's part of the REST contract (docs/rest-api.md, "Models", "Assistants",
// "Prompts"): public lists of what a user can pick, with what the caller may use.
//
// Response schemas are how the server serialises: every field the server's views produce is
// listed, and nullable columns are declared nullable (a string schema would turn null into "").
import { Type } from 'typebox';
import { IdParams, Json, ListOf, nullableString, pageLimit, sortOrder, StartingAfter } from './common';
import { assistantPageLimit } from './limits';
import { promptQueryMaxLength } from './tool-limits';

// The page limit lives in limits.ts (no TypeBox, for the browser); the server reads it here.
export { assistantPageLimit };

export const ModelQuery = Type.Object({ type: Type.Optional(Type.String({ title: 'The model type', maxLength: 40 })) });

export const Model = Type.Object({
  key: Type.String(),
  name: Type.String(),
  /** `name` is the catalogue's key (`local`, `openai`, `anthropic`); `label` is how people read it. */
  provider: Type.Object({ name: Type.String(), label: Type.String() }),
  description: Type.String(),
  type: Type.String(),
  /** A call would reach a provider now (the platform's key or the workspace's own). */
  is_available: Type.Boolean(),
  /** Why not, in words for the user (a missing key, switched off); null when available. */
  unavailable_reason: nullableString(),
  is_enabled: Type.Boolean(),
  granted: Type.Boolean(),
  /** Why the caller may not use it (not logged in, unavailable); null when granted. */
  not_granted_reason: nullableString(),
  is_local: Type.Boolean(),
  modalities: Json,
  capabilities: Json,
  config: Json,
});
export const ModelList = ListOf(Model);

export const AssistantQuery = Type.Object({
  limit: Type.Optional(pageLimit(assistantPageLimit, assistantPageLimit)),
  starting_after: Type.Optional(StartingAfter),
});

export const Assistant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  expertise: Type.String(),
  description: Type.String(),
  model: nullableString(),
  avatar: nullableString(),
  /** The caller's plan lets them use it; false for anonymous callers. */
  granted: Type.Boolean(),
});
export const AssistantList = ListOf(Assistant);

export const PromptQuery = Type.Object({
  query: Type.Optional(Type.String({ title: 'The search', maxLength: promptQueryMaxLength })),
  limit: Type.Optional(pageLimit(25, 5)),
});

export const Prompt = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: nullableString(),
  content: Type.String(),
});
export const PromptList = ListOf(Prompt);

export const PresetQuery = Type.Object({
  limit: Type.Optional(pageLimit(100, 25)),
  sort: Type.Optional(sortOrder(['random', 'default'])),
  locale: Type.Optional(Type.String({ title: 'The language', maxLength: 20 })),
  starting_after: Type.Optional(StartingAfter),
  /** The writer's gallery: one category's presets (the categories strip). */
  category_id: Type.Optional(Type.String({ title: 'The category', minLength: 1, maxLength: 64 })),
  /** Words that must all be in the title or the description (case-insensitive). */
  query: Type.Optional(Type.String({ title: 'The search words', maxLength: 200 })),
});

/**
 * One field of a preset's form (the writer), read from its template: `{topic}` is a field named
 * topic; one that begins a line of the template is a long text (a textarea).
 */
export const PresetField = Type.Object({ name: Type.String(), label: Type.String(), multiline: Type.Boolean() });

export const Preset = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: nullableString(),
  template: Type.String(),
  /** The form the writer shows for it; `POST /ai/completions/{presetId}` takes one value per field. */
  fields: Type.Array(PresetField),
  category_id: nullableString(),
  locale: Type.String(),
});
export const PresetList = ListOf(Preset);

export const PromptParams = IdParams;
