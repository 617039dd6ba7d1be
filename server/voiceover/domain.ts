// The voiceover domain (server/domains.ts lists it): voices (the engines' built-in ones, synced
// into `voices` at start so speeches can point at them, and the workspace's clones) and speeches,
// each spoken by a job of the app's runner (speech-job.ts).
import { defineDomain } from '../domain';
import { voiceoverRepositories } from './repository';
import { voiceoverRoutes } from './routes';
import { createVoiceoverService } from './service';
import { speechJob } from './speech-job';
import { syncBuiltInVoices } from './voices';

export const voiceoverDomain = defineDomain({
  name: 'voiceover',
  services: ({ db, jobs, mediaFiles, speech }) => createVoiceoverService({ repositories: voiceoverRepositories(db), jobs, mediaFiles, speech }),
  jobKinds: (deps) => [speechJob(deps)],
  routes: voiceoverRoutes,
  start: ({ db, speech }) => syncBuiltInVoices(voiceoverRepositories(db), speech),
});
