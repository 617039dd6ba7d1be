// Hosted transcription by OpenAI (`POST /v1/audio/transcriptions`) through its SDK, with the
// platform key or any OpenAI-compatible server at OPENAI_BASE_URL: `verbose_json` answers the
// segments with their times. The length billed is the one measured here when the file decodes
// (decode-to-file.ts), else the provider's.
import OpenAI, { toFile } from 'openai';
import { inTempFolder } from '../audio/programs';
import { providerError } from '../errors';
import { openAIClient } from '../openai';
import { decodedRate, decodeToFile } from './decode-to-file';
import { transcriptOf } from './segments';
import type { TranscribeRequest, Transcript } from './types';

// The name OpenAI reads the format from, by the stored type (contract/media-upload.ts's list).
const extensions: Record<string, string> = {
  'audio/flac': 'flac', 'audio/x-flac': 'flac', 'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/mpga': 'mpga', 'audio/mp4': 'm4a',
  'audio/m4a': 'm4a', 'audio/x-m4a': 'm4a', 'audio/aac': 'm4a', 'audio/ogg': 'ogg', 'audio/opus': 'ogg', 'audio/wav': 'wav',
  'audio/x-wav': 'wav', 'audio/wave': 'wav', 'audio/webm': 'webm', 'video/mp4': 'mp4', 'video/mpeg': 'mpeg', 'video/webm': 'webm',
};

export async function transcribeOpenAI(options: { apiKey: string; baseURL?: string }, request: TranscribeRequest): Promise<Transcript> {
  const { client, baseURL } = openAIClient(options);
  const type = request.contentType.split(';')[0]!.trim().toLowerCase();
  const measured = await inTempFolder(async (folder) => (await decodeToFile(request.data, folder, request.signal))?.length);
  request.onProgress?.(0);
  try {
    const file = await toFile(request.data, `audio.${extensions[type] ?? 'wav'}`, { type });
    const answer = await client.audio.transcriptions.create(
      { model: request.model, file, response_format: 'verbose_json', timestamp_granularities: ['segment'] },
      { signal: request.signal },
    );
    const seconds = measured !== undefined ? measured / decodedRate : (answer.duration ?? Math.max(0, ...(answer.segments ?? []).map((segment) => segment.end)));
    const segments = (answer.segments ?? []).map(({ start, end, text }) => ({ start, end, text }));
    // A reply without segments (a compatible server that ignores the granularity) is one segment.
    if (!segments.length && answer.text.trim()) segments.push({ start: 0, end: seconds, text: answer.text });
    request.onProgress?.(1);
    return transcriptOf(segments, seconds, answer.language || null);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw providerError(error, { label: 'OpenAI', model: request.model, baseURL, connectionFailed: error instanceof OpenAI.APIConnectionError, streaming: false });
  }
}
