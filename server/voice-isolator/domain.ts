// The Voice isolator tool's server domain (server/domains.ts lists it): its routes, its queries as its
// service (a service.ts given the repository joins when it has rules of its own) and its tables;
// live jobs and start-up work join here when it has them (server/domain.ts).
import { defineDomain } from '../domain';
import { voiceIsolatorRepository } from './repository';
import { voiceIsolatorRoutes } from './routes';
import { voiceIsolatorTables } from './tables';

export const voiceIsolatorDomain = defineDomain({ name: 'voiceIsolator', services: ({ db }) => voiceIsolatorRepository(db), routes: voiceIsolatorRoutes, tables: voiceIsolatorTables });
