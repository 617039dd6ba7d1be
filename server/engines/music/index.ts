// The music engines (types.ts), chosen by the request's model. Placeholder until the engines land:
// every model is refused in words.
import type { EngineConfig } from '../index';
import type { MusicEngines } from './types';

export function createMusicEngines(config: EngineConfig): MusicEngines {
  void config;
  return {
    async compose(request) {
      throw new Error(`The model "${request.model}" is not available on this server.`);
    },
  };
}
