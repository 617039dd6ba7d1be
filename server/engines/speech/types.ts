// Speech engines: the offline voices (flite; espeak-ng where installed), OpenAI speech and
// ElevenLabs with a key, and cloning: offline a profile (the nearest offline voice set to the
// sample's measured pitch and rate), with ElevenLabs a real clone.
import type { Voice } from '../../../contract/voiceover';

export type VoiceEngineName = Voice['engine'];

/** A voice an engine speaks, as the catalogue of voices lists it (seeded into `voices`). */
export interface EngineVoice {
  /** Stable id of the built-in voice ('flite-rms'). */
  id: string;
  name: string;
  locale: string;
  gender: 'male' | 'female' | null;
  engine: VoiceEngineName;
  /** The model (catalogue key) that speaks it ('flite', 'tts-1', 'eleven_multilingual_v2'). */
  model: string;
  /** The engine's own name for it ('rms', 'alloy', an ElevenLabs voice id). */
  engineVoice: string;
}

/** An offline clone: what the sample measured, and the offline voice and settings that match it. */
export interface VoiceProfile {
  base: string;
  engine: VoiceEngineName;
  /** The sample's median pitch, Hz. */
  pitchHz: number;
  /** Speaking rate as syllables per second, measured the same way on sample and output. */
  syllablesPerSecond: number;
  /** What the engine is set to (flite: int_f0_target_mean, duration_stretch). */
  settings: Record<string, number>;
}

export interface SpokenAudio {
  /** The audio as stored: mono 16-bit PCM WAV (or the hosted engine's mp3). */
  data: Buffer;
  contentType: string;
  seconds: number;
}

export interface SpeakRequest {
  text: string;
  voice: EngineVoice;
  /** An offline clone's profile, or a hosted clone's engine voice id in `voice.engineVoice`. */
  profile?: VoiceProfile | null;
  signal?: AbortSignal;
}

export interface SpeechEngines {
  /** Every voice the installed engines and the configured keys offer. */
  voices(): Promise<EngineVoice[]>;
  speak(request: SpeakRequest): Promise<SpokenAudio>;
  /**
   * A clone from a sample (any audio the server can decode). With ElevenLabs configured, a hosted
   * clone (engineVoice set); otherwise a profile on the nearest offline voice.
   */
  clone(sample: Buffer, options: { name: string; gender?: string | null; locale?: string | null; signal?: AbortSignal }): Promise<{ clone: 'profile'; voice: EngineVoice; profile: VoiceProfile } | { clone: 'hosted'; voice: EngineVoice; profile: null }>;
}
