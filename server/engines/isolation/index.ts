// The isolation engines (types.ts), chosen by the request's model. Placeholder until the engines land:
// every model is refused in words.
import type { EngineConfig } from '../index';
import type { IsolationEngines } from './types';

export function createIsolationEngines(config: EngineConfig): IsolationEngines {
  void config;
  return {
    async isolate(request) {
      throw new Error(`The model "${request.model}" is not available on this server.`);
    },
  };
}
