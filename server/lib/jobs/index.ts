// The app's one jobs runner (types.ts). Built by the jobs part of the media foundation; until
// it lands, enqueueing refuses plainly.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/connect';
import type { JobKind, Jobs } from './types';

export function createJobs(...args: [db: DB, config: Config, kinds: readonly JobKind[], log: FastifyBaseLogger]): Jobs & { stop(): Promise<void> } {
  void args;
  return {
    enqueue: async () => {
      throw new Error('Jobs are not available yet.');
    },
    wake: () => {},
    idle: async () => {},
    stop: async () => {},
  };
}
