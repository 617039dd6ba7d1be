// The transcription engines (types.ts), chosen by the request's model: PocketSphinx offline
// where installed, OpenAI's whisper-1 with the platform key or OPENAI_BASE_URL. The OpenAI SDK
// is loaded with the first hosted transcription (it takes about a second to load).
import type { EngineConfig } from '../index';
import type { TranscriptionEngines } from './types';
import { transcribePocketsphinx } from './pocketsphinx';

/** The catalogue's OpenAI transcription models that answer segments (`gpt-4o-transcribe` answers none). */
export const openaiTranscriptionModels = ['whisper-1'];

// Sent when only a base URL is set: local OpenAI-compatible servers accept any key.
const placeholderKey = 'not-needed';

export function createTranscriptionEngines(config: EngineConfig): TranscriptionEngines {
  const openai = config.openaiApiKey || config.openaiBaseUrl ? { apiKey: config.openaiApiKey || placeholderKey, baseURL: config.openaiBaseUrl } : null;
  return {
    async transcribe(request) {
      if (request.model === 'pocketsphinx') return transcribePocketsphinx(request);
      if (!openaiTranscriptionModels.includes(request.model)) throw new Error(`The model "${request.model}" is not available on this server.`);
      if (!openai) throw new Error('OpenAI transcription is not configured: set OPENAI_API_KEY.');
      return (await import('./openai-transcription')).transcribeOpenAI(openai, request);
    },
  };
}
