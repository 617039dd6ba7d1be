// The affiliate domain: each user's referral code and link, the commissions their referrals'
// paid orders earn (recorded by billing, server/affiliate/commissions.ts), the payout method and
// withdrawal requests.
import { defineDomain } from '../domain';
import { affiliateRepository } from './repository';
import { affiliateRoutes } from './routes';
import { createAffiliateService } from './service';

export const affiliateDomain = defineDomain({
  name: 'affiliate',
  services: ({ db, config }) => createAffiliateService(affiliateRepository(db), config),
  routes: affiliateRoutes,
});
