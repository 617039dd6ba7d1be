// The isolation engines (types.ts), chosen by the request's model: RNNoise offline always,
// ElevenLabs' isolator when ELEVENLABS_API_KEY is set. Any other model is refused in words.
import type { EngineConfig } from '../index';
import { isolateWithElevenLabs } from './elevenlabs';
import { isolateWithRnnoise } from './rnnoise';
import type { IsolationEngines } from './types';

export function createIsolationEngines(config: EngineConfig): IsolationEngines {
  return {
    async isolate(request) {
      switch (request.model) {
        case 'rnnoise':
          return isolateWithRnnoise(request);
        case 'eleven_voice_isolator':
          if (!config.elevenlabsApiKey) throw new Error('ElevenLabs is not configured: set ELEVENLABS_API_KEY.');
          return isolateWithElevenLabs({ apiKey: config.elevenlabsApiKey, baseURL: config.elevenlabsBaseUrl }, request);
        default:
          throw new Error(`The model "${request.model}" is not available on this server.`);
      }
    },
  };
}
