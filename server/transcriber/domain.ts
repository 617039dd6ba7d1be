// The Transcriber tool's server domain (server/domains.ts lists it): its routes, its queries as its
// service (a service.ts given the repository joins when it has rules of its own) and its tables;
// live jobs and start-up work join here when it has them (server/domain.ts).
import { defineDomain } from '../domain';
import { transcriberRepository } from './repository';
import { transcriberRoutes } from './routes';
import { transcriberTables } from './tables';

export const transcriberDomain = defineDomain({ name: 'transcriber', services: ({ db }) => transcriberRepository(db), routes: transcriberRoutes, tables: transcriberTables });
