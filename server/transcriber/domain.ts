// The Transcriber's server domain (server/domains.ts lists it): transcriptions of uploaded audio or
// video, each made by a job of the app's runner (transcription-job.ts) with the transcription engines.
import { defineDomain } from '../domain';
import { transcriberRepositories } from './repository';
import { transcriberRoutes } from './routes';
import { createTranscriberService } from './service';
import { transcriptionJob } from './transcription-job';

export const transcriberDomain = defineDomain({
  name: 'transcriber',
  services: ({ db, config, jobs, mediaFiles }) => createTranscriberService({ repository: transcriberRepositories(db), config, jobs, mediaFiles }),
  jobKinds: (deps) => [transcriptionJob(deps)],
  routes: transcriberRoutes,
});
