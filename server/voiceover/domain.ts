// The Voiceover tool's server domain (server/domains.ts lists it): its routes, its queries as its
// service (a service.ts given the repository joins when it has rules of its own) and its tables;
// live jobs and start-up work join here when it has them (server/domain.ts).
import { defineDomain } from '../domain';
import { voiceoverRepository } from './repository';
import { voiceoverRoutes } from './routes';
import { voiceoverTables } from './tables';

export const voiceoverDomain = defineDomain({ name: 'voiceover', services: ({ db }) => voiceoverRepository(db), routes: voiceoverRoutes, tables: voiceoverTables });
