// The classifier domain: a text's moderation categories, sentiment and language
// (server/engines/classifier, offline unless an OpenAI key is set), kept in the library.
import { defineDomain } from '../domain';
import { createClassifierEngine } from '../engines/classifier/index';
import { classifierRepositories } from './repository';
import { classifierRoutes } from './routes';
import { createClassifierService } from './service';

export const classifierDomain = defineDomain({
  name: 'classifier',
  services: ({ db, config, credits }) => createClassifierService({ repositories: classifierRepositories(db), engine: createClassifierEngine(config), credits }),
  routes: classifierRoutes,
});
