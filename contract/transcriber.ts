// The Transcriber tool's part of the REST contract (docs/rest-api.md, "Transcriber"): what the
// server's routes accept and answer, imported by the server and (as types) by the gateway. A
// transcription is made by a job from an uploaded audio or video file (SPEC §3 "Transcription:
// id, title, content.text, content.segments (start, end, text)"; §5 "Transcriber file"; §7).
import { Type, type Static } from 'typebox';
import { ListOf, nullableString, PageQuery, Timestamp } from './common';
import { JobFields, StoredFile } from './media';

export const transcriptionTitleMaxLength = 200;

// What the server answers in words (docs/rest-api.md, "Transcriber").
export const transcriptionFileMissing = 'Please add an audio or video file to transcribe.';
export const transcriptionNotFound = 'Transcription not found.';
export const transcriptionModelUnknown = (model: string) => `"${model}" is not a transcription model.`;
export const transcriptionModelUnavailable = (name: string, why: string) => `${name} is not available: ${why}`;
export const noTranscriptionModel = 'No transcription model is available on this server.';

/** A stretch of the audio and what was said in it; seconds from the start, in order. */
export const TranscriptSegment = Type.Object({ start: Type.Number(), end: Type.Number(), text: Type.String() });

export const TranscriptContent = Type.Object({ text: Type.String(), segments: Type.Array(TranscriptSegment) });

export const Transcription = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  ...JobFields,
  /** The catalogue key that transcribes it. */
  model: nullableString(),
  /** The uploaded audio or video, which the preview plays. */
  input_file: Type.Union([StoredFile, Type.Null()]),
  /** The transcript once done (state 3); null until then and for a failure. */
  content: Type.Union([TranscriptContent, Type.Null()]),
  /** Credits debited once it finished (0 until then, and for a failure). */
  cost: Type.Number(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const TranscriptionList = ListOf(Transcription);
export const TranscriptionListQuery = PageQuery;
export const TranscriptionRenameBody = Type.Object({ title: Type.String({ title: 'Title', minLength: 1, maxLength: transcriptionTitleMaxLength }) });

/** POST /ai/transcriptions is multipart: `model` (optional: the first available) and `file`. */
export const TranscriptionFields = Type.Object({ model: Type.Optional(Type.String({ title: 'Model', minLength: 1, maxLength: 100 })) });

export type TranscriptSegment = Static<typeof TranscriptSegment>;
export type Transcription = Static<typeof Transcription>;
