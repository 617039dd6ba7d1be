// The speech engines (types.ts). Built by the speech part of voiceover; until it lands, no voices.
import type { EngineConfig } from '../index';
import type { SpeechEngines } from './types';

export function createSpeechEngines(...args: [config: EngineConfig]): SpeechEngines {
  void args;
  const missing = () => {
    throw new Error('Speech is not available yet.');
  };
  return { voices: async () => [], speak: async () => missing(), clone: async () => missing() };
}
