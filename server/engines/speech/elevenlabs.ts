// ElevenLabs with ELEVENLABS_API_KEY: its voices, text to speech (mp3) and real clones from a
// sample (`POST /v1/voices/add`). Plain fetch on its REST API rather than @elevenlabs/elevenlabs-js:
// three calls, and the same code reaches the test server at ELEVENLABS_BASE_URL.
import { HttpError } from '../../lib/errors';
import type { EngineVoice, SpokenAudio } from './types';

export interface ElevenLabsConfig {
  apiKey: string;
  baseURL?: string;
}

export const elevenlabsModel = 'eleven_multilingual_v2';
/** The mp3 asked for: its bit rate gives the length without decoding. */
const outputFormat = { name: 'mp3_44100_128', bitsPerSecond: 128_000 };
const voicesFor = 5 * 60_000;

export const elevenlabsUrl = (config: ElevenLabsConfig, path: string) => `${(config.baseURL ?? 'https://api.elevenlabs.io').replace(/\/$/, '')}${path}`;

async function call(config: ElevenLabsConfig, path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(elevenlabsUrl(config, path), { ...init, headers: { 'xi-api-key': config.apiKey, ...init.headers } });
  if (!response.ok) throw new HttpError(502, `ElevenLabs refused the request (${response.status}).`);
  return response;
}

const asVoice = (voice: { voice_id: string; name: string; labels?: Record<string, string> }): EngineVoice => ({
  id: `elevenlabs-${voice.voice_id}`,
  name: `${voice.name} (ElevenLabs)`,
  locale: voice.labels?.locale ?? 'en-US',
  gender: voice.labels?.gender === 'male' || voice.labels?.gender === 'female' ? voice.labels.gender : null,
  engine: 'elevenlabs',
  model: elevenlabsModel,
  engineVoice: voice.voice_id,
});

export function createElevenLabs(config: ElevenLabsConfig) {
  // The voice list changes rarely and every voice picker asks for it: kept a few minutes.
  let cached: { at: number; voices: Promise<EngineVoice[]> } | null = null;
  const voices = () => {
    if (!cached || Date.now() - cached.at > voicesFor) {
      const loading = call(config, '/v1/voices', { method: 'GET' })
        .then((response) => response.json() as Promise<{ voices: { voice_id: string; name: string; labels?: Record<string, string> }[] }>)
        .then((body) => body.voices.map(asVoice));
      loading.catch(() => (cached = null));
      cached = { at: Date.now(), voices: loading };
    }
    return cached.voices;
  };
  return {
    voices,
    async speak(text: string, voice: EngineVoice, signal?: AbortSignal): Promise<SpokenAudio> {
      const response = await call(config, `/v1/text-to-speech/${encodeURIComponent(voice.engineVoice)}?output_format=${outputFormat.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: elevenlabsModel }),
        signal,
      });
      const data = Buffer.from(await response.arrayBuffer());
      return { data, contentType: 'audio/mpeg', seconds: (data.length * 8) / outputFormat.bitsPerSecond };
    },
    async clone(sample: Buffer, options: { name: string; signal?: AbortSignal }): Promise<EngineVoice> {
      const form = new FormData();
      form.append('name', options.name);
      form.append('files', new Blob([new Uint8Array(sample)]), 'sample');
      const response = await call(config, '/v1/voices/add', { method: 'POST', body: form, signal: options.signal });
      const { voice_id } = (await response.json()) as { voice_id: string };
      cached = null;
      return { ...asVoice({ voice_id, name: options.name }), gender: null };
    },
  };
}
