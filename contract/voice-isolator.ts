// The Voice isolator's part of the REST contract (docs/rest-api.md, "Voice isolator"): an
// uploaded recording cleaned of background noise by a job (SPEC §2, §7). What it accepts as an
// upload is contract/media-upload.ts's, shared with the transcriber.
import { Type, type Static } from 'typebox';
import { ListOf, PageQuery, Timestamp } from './common';
import { JobFields, StoredFile } from './media';

export const isolatedVoiceTitleMaxLength = 200;

// What the server answers in words (docs/rest-api.md, "Voice isolator").
export const isolationFileMissing = 'Please add an audio or video file.';
export const isolationModelMissing = 'Please choose a voice isolation model.';
export const isolatedVoiceNotFound = 'Isolated voice not found.';

/** The form's text field; the file comes as multipart `file` after it. */
export const IsolationFields = Type.Object({ model: Type.String({ title: 'Model', minLength: 1, maxLength: 100 }) });

export const IsolatedVoice = Type.Object({
  id: Type.String(),
  /** The uploaded file's name without its extension, until renamed. */
  title: Type.String(),
  /** The catalogue key of the voice-isolation model that cleans it. */
  model: Type.String(),
  ...JobFields,
  /** The upload as stored (the Before player). */
  input_file: Type.Union([StoredFile, Type.Null()]),
  /** The cleaned audio, once done (the After player). */
  output_file: Type.Union([StoredFile, Type.Null()]),
  /** Credits debited once it finished (0 until then, and for a failure). */
  cost: Type.Number(),
  created_at: Timestamp,
});

export const IsolatedVoiceList = ListOf(IsolatedVoice);
export const IsolatedVoiceListQuery = PageQuery;
export const IsolatedVoiceRenameBody = Type.Object({ title: Type.String({ title: 'Title', minLength: 1, maxLength: isolatedVoiceTitleMaxLength }) });

export type IsolatedVoice = Static<typeof IsolatedVoice>;
