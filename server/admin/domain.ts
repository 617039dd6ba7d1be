// The admin page's domain (README "Admin"): withdrawal requests to settle, the feedback widget's
// reports and the claims, the users, and the audit log of every change, for admins only
// (server/admin/routes.ts).
import { defineDomain } from '../domain';
import { adminQueries } from './repository';
import { adminRoutes } from './routes';
import { createAdminService } from './service';
import { adminTables } from './tables';

export const adminDomain = defineDomain({
  name: 'admin',
  // Every change runs on one transaction with its audit entry: the repositories come together.
  services: ({ db }) => createAdminService(adminQueries(db)),
  routes: adminRoutes,
  tables: adminTables,
});
