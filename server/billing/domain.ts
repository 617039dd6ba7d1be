// The billing domain: plans and credit packs on sale, checkout through a payment gateway
// (server/payments: the embedded sandbox, or Stripe when configured), orders, the subscription
// and its renewals. Credits and plan checks for other domains stay in service.ts.
import { defineDomain } from '../domain';
import { billingRoutes } from './routes';
import { createShopService } from './shop';

/** How often the sweep runs (renewals, abandoned checkouts); a renewal date is met within this. */
export const renewEveryMs = 60 * 60 * 1000;

export const billingDomain = defineDomain({
  name: 'billing',
  services: ({ db, config }) => createShopService({ db, config }),
  routes: billingRoutes,
  async start({ db, config, log }) {
    // Renewals the server makes itself (the sandbox's, the free plan's, lifetime's monthly credits)
    // and abandoned checkouts expired; a process shares the work with any other safely
    // (subscriptions.ts). The timer never keeps the process alive, and stops with the app: a sweep
    // under way is waited for, so it never meets a closed database.
    const shop = createShopService({ db, config });
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = shop.renewDue().catch((error: unknown) => log.error({ err: error }, 'Renewing subscriptions failed'));
    };
    const timer = setInterval(sweep, renewEveryMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
});
