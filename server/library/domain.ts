// The library domain: the history of conversations, sharing them, and their attached files
// (checked, read for the model, stored, served). Chat writes conversations; the library keeps them.
import { defineDomain } from '../domain';
import { sweepOrphanFiles } from './attachments';
import { attachmentRepository } from './attachment-repository';
import { libraryRepositories } from './repository';
import { pathRepository } from './path-repository';
import { createLibraryService } from './service';
import { libraryRoutes } from './routes';
import { sharingRoutes } from './sharing-routes';

export const libraryDomain = defineDomain({
  name: 'library',
  services: ({ db, files }) => createLibraryService({ library: libraryRepositories(db), paths: pathRepository(db), files }),
  async routes(app) {
    await app.register(libraryRoutes);
    await app.register(sharingRoutes);
  },
  // Files whose rows went (a deleted conversation, an upload refused mid-way) leave the disk.
  start: ({ db, files }) => sweepOrphanFiles(attachmentRepository(db), files),
});
