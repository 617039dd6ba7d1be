// OpenAI speech (`POST /v1/audio/speech`) with the platform key, or any OpenAI-compatible server
// at OPENAI_BASE_URL. Plain fetch: one request with a body and audio back needs no SDK.
import { HttpError } from '../../lib/errors';
import type { EngineVoice, SpokenAudio } from './types';
import { monoWav } from '../audio/wav';

const models = ['tts-1', 'gpt-4o-mini-tts'] as const;
const voiceNames = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'];
// OpenAI gives its voices no gender; they speak many languages and are tuned for English.
export const openaiVoices: EngineVoice[] = models.flatMap((model) =>
  voiceNames.map((name) => ({
    id: `openai-${model}-${name}`,
    name: `${name.charAt(0).toUpperCase()}${name.slice(1)} (OpenAI ${model})`,
    locale: 'en-US',
    gender: null,
    engine: 'openai' as const,
    model,
    engineVoice: name,
  })),
);

export async function speakOpenAI(options: { apiKey: string; baseURL?: string }, text: string, voice: EngineVoice, signal?: AbortSignal): Promise<SpokenAudio> {
  const base = (options.baseURL ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  const response = await fetch(`${base}/audio/speech`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: voice.model, voice: voice.engineVoice, input: text, response_format: 'wav' }),
    signal,
  });
  if (!response.ok) throw new HttpError(502, `OpenAI refused the speech (${response.status}).`);
  // OpenAI's WAV is streamed with an open-ended size; it is rewritten with its true one.
  const audio = monoWav(Buffer.from(await response.arrayBuffer()));
  if (!audio) throw new HttpError(502, 'OpenAI sent audio that is not a WAV file.');
  return { data: audio.data, contentType: 'audio/wav', seconds: audio.seconds };
}
