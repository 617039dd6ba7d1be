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
  // A hosted engine that does not answer at start must not keep the app from starting: the voices synced before stay.
  start: ({ db, speech, log }) => syncBuiltInVoices(voiceoverRepositories(db), speech).catch((error: unknown) => log.warn({ err: error }, 'syncing the built-in voices failed')),
});
