// The Composer tool's part of the REST contract (docs/rest-api.md, "Composer"): what the server's
// routes accept and answer, imported by the server and (as types) by the gateway. A composition
// (SPEC §3: prompt, tags, instrumental, model) is music made by a job from a description; the
// request answers a list (SPEC §7), one composition per request for now.
import { Type, type Static } from 'typebox';
import { ListOf, nullableString, PageQuery, Timestamp } from './common';
import { JobFields, StoredFile } from './media';

export const maxCompositionPrompt = 500;
export const maxCompositionTags = 10;
export const maxTagLength = 30;
export const compositionTitleMaxLength = 200;
/** Seconds: the offline engine renders up to two minutes in well under the poll's patience. */
export const minCompositionSeconds = 5;
export const maxCompositionSeconds = 120;
export const defaultCompositionSeconds = 30;
/** The form's quick choices; any whole number of seconds within the limits goes too. */
export const compositionSecondsChoices = [15, 30, 60, 120] as const;

// What the server answers in words (docs/rest-api.md, "Composer").
export const compositionPromptMissing = 'Please describe the music to compose.';
export const compositionPromptTooLong = `The description is too long: at most ${maxCompositionPrompt} characters.`;
export const compositionTooManyTags = `At most ${maxCompositionTags} tags.`;
export const compositionTagTooLong = `A tag is at most ${maxTagLength} characters.`;
export const compositionSecondsOutOfRange = `The length must be between ${minCompositionSeconds} and ${maxCompositionSeconds} seconds.`;
export const compositionModelUnknown = 'Choose a music model.';
export const compositionNotFound = 'Composition not found.';
/** Said before a request is sent when vocals are asked of an instrumental-only (offline) model. */
export const offlineIsInstrumental = 'Offline music is instrumental: it will have no singing.';

export const Composition = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  ...JobFields,
  prompt: Type.String(),
  tags: Type.Array(Type.String()),
  instrumental: Type.Boolean(),
  /** The model (catalogue key) that composed it. */
  model: Type.String(),
  /** The length asked for, in seconds; the file's own length is `output_file.duration`. */
  duration: Type.Number(),
  /** What the engine said beside the music (offline: that it is instrumental), else null. */
  note: nullableString(),
  /** The music to play and download first (offline: MP3), once done. */
  output_file: Type.Union([StoredFile, Type.Null()]),
  /** A lossless copy (WAV) where the engine makes one. */
  wav_file: Type.Union([StoredFile, Type.Null()]),
  /** Credits debited once it finished (0 until then, and for a failure). */
  cost: Type.Number(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const CompositionList = ListOf(Composition);
export const CompositionListQuery = PageQuery;

/** `tags` as a list, or as one comma-separated text (as a form would send it). */
export const CompositionBody = Type.Object({
  prompt: Type.String({ title: 'Prompt', maxLength: maxCompositionPrompt * 2 }),
  tags: Type.Optional(
    Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }), Type.String({ maxLength: 2000 })], { title: 'Tags' }),
  ),
  instrumental: Type.Optional(Type.Boolean({ title: 'Instrumental', default: true })),
  model: Type.String({ title: 'Model', minLength: 1, maxLength: 100 }),
  duration: Type.Optional(Type.Number({ title: 'Duration', default: defaultCompositionSeconds })),
});
export const CompositionRenameBody = Type.Object({ title: Type.String({ title: 'Title', minLength: 1, maxLength: compositionTitleMaxLength }) });

/** The tags as the server keeps them: split at commas, trimmed, empty and repeated ones dropped. */
export function tagsOf(tags: string[] | string | undefined): string[] {
  const parts = typeof tags === 'string' ? tags.split(',') : (tags ?? []).flatMap((tag) => tag.split(','));
  const cleaned = parts.map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
  return cleaned.filter((tag, i) => cleaned.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i);
}

export type Composition = Static<typeof Composition>;
