// Stored media files as the app serves them: `GET /api/files/{id}` (routes.ts), the
// media_files table, and at start the sweep of bytes a crash left without a row. The files
// themselves are the app's (server/lib/media-files, DomainDeps.mediaFiles), which the media
// tools save to and remove from; `app.services.files` is that same object.
import { defineDomain } from '../domain';
import { mediaFilesTables } from '../lib/media-files/tables';
import { filesRoutes } from './routes';

export const filesDomain = defineDomain({
  name: 'files',
  services: ({ mediaFiles }) => mediaFiles,
  routes: filesRoutes,
  tables: mediaFilesTables,
  async start({ mediaFiles, log }) {
    const removed = await mediaFiles.sweep();
    if (removed) log.info({ removed }, 'Removed media files left without a row');
    return () => mediaFiles.close();
  },
});
