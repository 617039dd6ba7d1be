// The app's stored media files (types.ts). Built by the files part of the media foundation;
// until it lands, saving refuses plainly.
import type { Config } from '../../config';
import type { DB } from '../../db/connect';
import type { MediaFiles } from './types';

export function createMediaFiles(...args: [db: DB, config: Config]): MediaFiles {
  void args;
  const missing = () => {
    throw new Error('Stored media files are not available yet.');
  };
  return { save: async () => missing(), view: () => missing(), remove: async () => {}, read: async () => null };
}
