// The writer's and the coder's part of the REST contract (docs/rest-api.md, "Writer and coder"):
// a completion streamed into a new document, and the documents kept in the library (list,
// count, read, rename, status, delete, re-attach, stop). One shape for both kinds: a code
// document carries its language in `params`.
import { Type, type Static } from 'typebox';
import { codeLanguages, maxCompletionInput } from './tool-limits';
import { Id, ListOf, ListSortQuery, nullableString, PageQuery, SearchQuery, StatusFilterQuery, stringEnum, Timestamp } from './common';

export { codeLanguages, completionFieldMissing, completionPromptMissing, maxCompletionInput, maxFreePlanTemplates, tooManyTemplates } from './tool-limits';

const Text = Type.String({ maxLength: maxCompletionInput });
const Prompt = Type.String({ title: 'The prompt', maxLength: maxCompletionInput });
/** A catalogue model key (`GET /models`, type llm); the offline assistant when left out, as in the chat. */
const ModelKey = Type.Optional(Type.String({ title: 'The model', minLength: 1, maxLength: 100 }));

/**
 * `POST /ai/completions/{presetId}`: the preset's form, one value per field it lists
 * (`GET /presets` → `fields`); `POST /ai/completions/`: a free `prompt` instead. `prompt` with
 * a preset is added after the filled template (extra instructions).
 */
export const CompletionBody = Type.Object({
  // Untitled values: a refusal names the template's field itself ("Topic must be at most …").
  fields: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Text, { title: "The template's fields" })),
  prompt: Type.Optional(Prompt),
  model: ModelKey,
});

/** `POST /ai/completions/code`: what the code should do, and its language (the first of codeLanguages when left out). */
export const CodeCompletionBody = Type.Object({
  prompt: Prompt,
  language: Type.Optional(stringEnum(codeLanguages, { title: 'The language' })),
  model: ModelKey,
});

export const PresetParams = Type.Object({ presetId: Id });

/** What a document was written from, as stored: the form as sent, and what chose the model. */
export const DocumentParams = Type.Object({
  preset_id: nullableString(),
  fields: Type.Record(Type.String(), Type.String()),
  prompt: Type.String(),
  model: Type.String(),
  /** Code documents: the language asked for. */
  language: Type.Optional(Type.String()),
});

/** SPEC §3: a document (writer or coder) — id, title, content, params — as a listed resource, written as a live job. */
export const Document = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  params: DocumentParams,
  preset_id: nullableString(),
  /** SPEC's listed resource: 1 or 0, toggled by `POST /library/{documents|code-documents}/{id}`. */
  status: Type.Integer(),
  output_file: Type.Null(),
  /** Still being written: follow it with `GET …/{id}/stream`, end it with `POST …/{id}/stop`. */
  is_processing: Type.Boolean(),
  /** Cut short by a shutdown, a crash or a provider that failed midway: it holds what was written. */
  is_incomplete: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const DocumentList = ListOf(Document);

/** `query`: the documents whose title or content contains it; `status`: only those with that status. `sort`: limits.ts `listSorts`, newest first by default (SPEC §7, the dashboard's `sort=created_at:desc`). */
const filters = { query: Type.Optional(SearchQuery), ...StatusFilterQuery };

export const DocumentListQuery = Type.Object({ ...PageQuery.properties, ...filters, ...ListSortQuery });
export const DocumentCountQuery = Type.Object(filters);
export const CountResponse = Type.Object({ count: Type.Integer() });

/** `POST /library/{documents|code-documents}/{id}`: a new title (rename), a status 1/0, or both. */
export const DocumentUpdateBody = Type.Object({
  title: Type.Optional(Type.String({ title: 'The title', maxLength: 200 })),
  status: Type.Optional(Type.Integer({ title: 'The status', enum: [0, 1] })),
});

export type CompletionBody = Static<typeof CompletionBody>;
export type CodeCompletionBody = Static<typeof CodeCompletionBody>;
export type DocumentParams = Static<typeof DocumentParams>;
export type DocumentListQuery = Static<typeof DocumentListQuery>;
export type DocumentCountQuery = Static<typeof DocumentCountQuery>;
export type DocumentUpdateBody = Static<typeof DocumentUpdateBody>;
export type Document = Static<typeof Document>;
