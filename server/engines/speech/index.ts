// The speech engines (types.ts): flite always (Debian's program or its WASI build), espeak-ng
// where installed, OpenAI speech with an OpenAI key or base URL, ElevenLabs with its key. A
// clone is an ElevenLabs voice when ElevenLabs is configured, else an offline profile.
import type { EngineConfig } from '../index';
import { cloneOffline, speakWithSettings } from './clone-offline';
import { createElevenLabs } from './elevenlabs';
import { espeakInstalled, espeakVoices, speakEspeak } from './espeak';
import { fliteVoices, speakFlite } from './flite';
import { openaiVoices, speakOpenAI } from './openai-speech';
import type { SpeechEngines } from './types';

// Sent when only a base URL is set: local OpenAI-compatible servers accept any key.
const placeholderKey = 'not-needed';

export function createSpeechEngines(config: EngineConfig): SpeechEngines {
  const openai = config.openaiApiKey || config.openaiBaseUrl ? { apiKey: config.openaiApiKey || placeholderKey, baseURL: config.openaiBaseUrl } : null;
  const elevenlabs = config.elevenlabsApiKey ? createElevenLabs({ apiKey: config.elevenlabsApiKey, baseURL: config.elevenlabsBaseUrl }) : null;
  return {
    async voices() {
      // ElevenLabs down or refusing the key hides its voices, not the others.
      const hosted = elevenlabs ? await elevenlabs.voices().catch(() => []) : [];
      return [...fliteVoices, ...(espeakInstalled() ? espeakVoices : []), ...(openai ? openaiVoices : []), ...hosted];
    },
    async speak({ text, voice, profile, signal }) {
      switch (voice.engine) {
        case 'flite':
          return profile ? speakWithSettings(voice, text, profile.settings, signal) : speakFlite(text, voice.engineVoice, {}, { signal });
        case 'espeak':
          return profile ? speakWithSettings(voice, text, profile.settings, signal) : speakEspeak(text, voice.engineVoice, {}, signal);
        case 'openai':
          if (!openai) throw new Error('OpenAI speech is not configured: set OPENAI_API_KEY.');
          return speakOpenAI(openai, text, voice, signal);
        case 'elevenlabs':
          if (!elevenlabs) throw new Error('ElevenLabs is not configured: set ELEVENLABS_API_KEY.');
          return elevenlabs.speak(text, voice, signal);
      }
    },
    async clone(sample, options) {
      if (elevenlabs) {
        const voice = await elevenlabs.clone(sample, options);
        const gender = options.gender === 'male' || options.gender === 'female' ? options.gender : null;
        return { clone: 'hosted', voice: { ...voice, gender, locale: options.locale || voice.locale }, profile: null };
      }
      return { clone: 'profile', ...(await cloneOffline(sample, options)) };
    },
  };
}
