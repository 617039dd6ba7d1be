// The dashboard domain: a workspace's daily usage for the dashboard's chart. Membership is read
// with the workspaces' own query, so "who may read a workspace" has one answer.
import { defineDomain } from '../domain';
import { workspacesRepository } from '../workspaces/repository';
import { dashboardRepository } from './repository';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

export const dashboardDomain = defineDomain({
  name: 'dashboard',
  services: ({ db }) => createDashboardService({ workspaces: workspacesRepository(db), usage: dashboardRepository(db) }),
  routes: dashboardRoutes,
});
