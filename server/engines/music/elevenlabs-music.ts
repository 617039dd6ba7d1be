// ElevenLabs Music through its official SDK (@elevenlabs/elevenlabs-js, `music.compose`): a prompt
// and a length in, an MP3 out. ELEVENLABS_BASE_URL reaches the test server speaking its API.
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { HttpError } from '../../lib/errors';
import type { ComposedMusic, ComposeRequest } from './types';

export const elevenlabsMusicModel = 'music_v2';
/** The MP3 asked for: its constant bit rate gives the length without decoding. */
const outputFormat = { name: 'mp3_44100_128', bitsPerSecond: 128_000 } as const;

export interface ElevenLabsMusicConfig {
  apiKey: string;
  baseURL?: string;
}

/** The prompt the model reads: the user's words, then the tags as a style line. */
export const hostedPrompt = (prompt: string, tags: string[]) => (tags.length ? `${prompt.trim()}\nStyle: ${tags.join(', ')}` : prompt.trim());

export function createElevenLabsMusic(config: ElevenLabsMusicConfig) {
  // Retries would bill twice for a piece the provider may have made: a job fails and says so instead.
  const client = new ElevenLabsClient({ apiKey: config.apiKey, baseUrl: config.baseURL, maxRetries: 0 });
  return async function compose(request: ComposeRequest): Promise<ComposedMusic> {
    let stream: ReadableStream<Uint8Array>;
    try {
      stream = await client.music.compose(
        {
          prompt: hostedPrompt(request.prompt, request.tags),
          musicLengthMs: Math.round(request.seconds * 1000),
          modelId: elevenlabsMusicModel,
          outputFormat: outputFormat.name,
          ...(request.instrumental ? { forceInstrumental: true } : {}),
        },
        { abortSignal: request.signal, timeoutInSeconds: 300 },
      );
    } catch (error) {
      if (request.signal?.aborted) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      throw new HttpError(502, `ElevenLabs refused the request${status ? ` (${status})` : ''}.`);
    }
    const data = Buffer.from(await new Response(stream).arrayBuffer());
    if (!data.length) throw new HttpError(502, 'ElevenLabs sent no audio.');
    return { audio: { data, contentType: 'audio/mpeg' }, wav: null, seconds: (data.length * 8) / outputFormat.bitsPerSecond, note: null };
  };
}
