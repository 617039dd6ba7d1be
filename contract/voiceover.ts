// The Voiceover tool's part of the REST contract (docs/rest-api.md, "Voiceover"): what the
// server's routes accept and answer, imported by the server and (as types) by the gateway: voices
// (offline and hosted ones, and the workspace's clones), speeches made from a voice and a prompt
// (a job), and cloning a voice from a sample (SPEC §3, §4, §5, §7).
import { Type, type Static } from 'typebox';
import { ListOf, nullableString, PageQuery, SearchQuery, stringEnum, Timestamp } from './common';
import { JobFields, StoredFile } from './media';

/** SPEC §5: a clone's sample. */
export const maxVoiceSampleBytes = 5_242_880;
export const maxRecordingSeconds = 30;
export const maxSpeechPrompt = 5_000;
export const voiceNameMaxLength = 100;
export const speechTitleMaxLength = 200;

// What the server answers in words (docs/rest-api.md, "Voiceover").
export const speechPromptMissing = 'Please enter the text to speak.';
export const speechPromptTooLong = `The text to speak is too long: at most ${maxSpeechPrompt.toLocaleString('en')} characters.`;
export const cloneConsentMissing = 'Please confirm you have the right to clone this voice.';
export const cloneNameMissing = 'Please enter in the following required fields: Name';
export const voiceSampleMissing = 'Please add a voice sample: a recording or an audio file.';
export const voiceSampleTooLarge = 'The voice sample must be at most 5 MB.';
export const voiceCloneCapRefusal = ({ plan, voices, cap }: { plan: string | null; voices: number; cap: number }) =>
  plan === null
    ? 'Your workspace has no plan, and cloning voices comes with one. Choose a plan to clone voices.'
    : cap === 0
      ? `The ${plan} plan does not include cloned voices. Upgrade your plan to clone a voice.`
      : `Your workspace has ${voices.toLocaleString('en')} cloned voice${voices === 1 ? '' : 's'}, and the ${plan} plan keeps ${cap.toLocaleString('en')}. ` +
        'Upgrade your plan to clone another.';

/** 0: only whoever cloned it; 1: everyone in its workspace. Built-in voices are 1. */
export const voiceVisibility = { private: 0, workspace: 1 } as const;

export const VoiceEngine = stringEnum(['flite', 'espeak', 'openai', 'elevenlabs'] as const);

export const Voice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  visibility: Type.Integer({ enum: [0, 1] }),
  locale: nullableString(),
  gender: nullableString(),
  /** 'system': the product's voices; 'workspace': cloned in the workspace. */
  owner: stringEnum(['system', 'workspace'] as const),
  engine: VoiceEngine,
  /** The model (catalogue key) that speaks it. */
  model: Type.String(),
  /**
   * How a clone was made: 'profile' offline (the nearest offline voice set to the sample's
   * pitch and rate; the app says so), 'hosted' a real clone (ElevenLabs). Null for built-in voices.
   */
  clone: Type.Union([stringEnum(['profile', 'hosted'] as const), Type.Null()]),
  created_at: Timestamp,
});

export const VoiceList = ListOf(Voice);
/** `owner=workspace`: only the workspace's clones (the workspace page shows 3 with the count). */
export const VoiceListQuery = Type.Object({
  ...PageQuery.properties,
  query: Type.Optional(SearchQuery),
  owner: Type.Optional(stringEnum(['workspace'] as const, { title: 'Whose voices' })),
});
export const VoiceCountQuery = Type.Object({ owner: stringEnum(['workspace'] as const, { title: 'Whose voices' }) });

/** POST /voices is multipart: these fields and `file` (the sample). */
export const CloneFields = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: voiceNameMaxLength }),
  /** Required: '1'. The server refuses a clone without consent. */
  consent: stringEnum(['1', '0'] as const, { title: 'Consent' }),
  locale: Type.Optional(Type.String({ title: 'Locale', maxLength: 20 })),
  gender: Type.Optional(stringEnum(['male', 'female', 'neutral'] as const, { title: 'Gender' })),
});
export const VoiceUpdateBody = Type.Object({
  name: Type.Optional(Type.String({ title: 'Name', minLength: 1, maxLength: voiceNameMaxLength })),
  visibility: Type.Optional(Type.Integer({ title: 'Visibility', enum: [0, 1] })),
});

export const Speech = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  ...JobFields,
  voice: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  prompt: Type.String(),
  output_file: Type.Union([StoredFile, Type.Null()]),
  /** Credits debited once it finished (0 until then, and for a failure). */
  cost: Type.Number(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const SpeechList = ListOf(Speech);
export const SpeechListQuery = PageQuery;
export const SpeechBody = Type.Object({
  voice_id: Type.String({ title: 'The voice', minLength: 1, maxLength: 64 }),
  prompt: Type.String({ title: 'Prompt', maxLength: maxSpeechPrompt }),
});
export const SpeechRenameBody = Type.Object({ title: Type.String({ title: 'Title', minLength: 1, maxLength: speechTitleMaxLength }) });

export type Voice = Static<typeof Voice>;
export type Speech = Static<typeof Speech>;
