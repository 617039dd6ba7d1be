// The voice isolator (server/domains.ts lists it): uploads cleaned of background noise by a job
// of the app's runner (isolation-job.ts) with the isolation engines, kept in the library. Its
// table is a product table of 0001, extended by migration 0032.
import { defineDomain } from '../domain';
import { isolationJob } from './isolation-job';
import { voiceIsolatorRepositories } from './repository';
import { voiceIsolatorRoutes } from './routes';
import { createVoiceIsolatorService } from './service';

export const voiceIsolatorDomain = defineDomain({
  name: 'voiceIsolator',
  services: ({ db, jobs, mediaFiles, config }) => createVoiceIsolatorService({ repositories: voiceIsolatorRepositories(db), jobs, mediaFiles, config }),
  jobKinds: (deps) => [isolationJob(deps)],
  routes: voiceIsolatorRoutes,
});
