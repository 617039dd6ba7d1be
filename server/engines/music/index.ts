// The music engines (types.ts), chosen by the request's model: the offline composer always,
// ElevenLabs Music with ELEVENLABS_API_KEY. Anything else is refused in words.
import { HttpError } from '../../lib/errors';
import type { EngineConfig } from '../index';
import { createElevenLabsMusic, elevenlabsMusicModel } from './elevenlabs-music';
import { composeOffline, offlineModel } from './offline';
import { composeLimits, type MusicEngines } from './types';

export function createMusicEngines(config: EngineConfig): MusicEngines {
  const elevenlabs = config.elevenlabsApiKey ? createElevenLabsMusic({ apiKey: config.elevenlabsApiKey, baseURL: config.elevenlabsBaseUrl }) : null;
  return {
    async compose(request) {
      const { minSeconds, maxSeconds } = composeLimits;
      if (!(request.seconds >= minSeconds && request.seconds <= maxSeconds)) {
        throw new HttpError(400, `Music must be ${minSeconds} to ${maxSeconds} seconds long.`);
      }
      if (request.model === offlineModel) return composeOffline(request);
      if (request.model === elevenlabsMusicModel) {
        if (!elevenlabs) throw new HttpError(400, 'ElevenLabs is not configured: set ELEVENLABS_API_KEY.');
        return elevenlabs(request);
      }
      throw new HttpError(400, `The model "${request.model}" is not available on this server.`);
    },
  };
}
