// The transcription engines (types.ts), chosen by the request's model. Placeholder until the engines land:
// every model is refused in words.
import type { EngineConfig } from '../index';
import type { TranscriptionEngines } from './types';

export function createTranscriptionEngines(config: EngineConfig): TranscriptionEngines {
  void config;
  return {
    async transcribe(request) {
      throw new Error(`The model "${request.model}" is not available on this server.`);
    },
  };
}
