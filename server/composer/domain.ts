// The Composer tool's server domain (server/domains.ts lists it): its routes, its queries as its
// service (a service.ts given the repository joins when it has rules of its own) and its tables;
// live jobs and start-up work join here when it has them (server/domain.ts).
import { defineDomain } from '../domain';
import { composerRepository } from './repository';
import { composerRoutes } from './routes';
import { composerTables } from './tables';

export const composerDomain = defineDomain({ name: 'composer', services: ({ db }) => composerRepository(db), routes: composerRoutes, tables: composerTables });
