// The Composer tool's server domain (server/domains.ts lists it): compositions, each composed by a
// job of the app's runner (composition-job.ts) with the music engines (server/engines/music).
import { defineDomain } from '../domain';
import { compositionJob } from './composition-job';
import { composerRoutes } from './routes';
import { createComposerService } from './service';

export const composerDomain = defineDomain({ name: 'composer', services: createComposerService, jobKinds: (deps) => [compositionJob(deps)], routes: composerRoutes });
