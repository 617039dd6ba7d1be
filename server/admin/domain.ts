// The admin page's domain (README "Admin"): withdrawal requests to settle, the feedback widget's
// reports and the claims, for admins only (server/admin/routes.ts).
import { defineDomain } from '../domain';
import { affiliateRepository } from '../affiliate/repository';
import { createAffiliateService } from '../affiliate/service';
import { adminRepository } from './repository';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

export const adminDomain = defineDomain({
  name: 'admin',
  // Its own affiliate service over the same database: stateless, and the rule it settles with is
  // the affiliate program's (domains are built from infrastructure, never from each other).
  services: ({ db, config }) => createAdminService(adminRepository(db), createAffiliateService(affiliateRepository(db), config)),
  routes: adminRoutes,
});
