// Which gateway takes the payments. Each gateway is one entry of `gateways`, loaded with its
// first use (the Stripe SDK stays out of an installation that never sets its keys); the one
// checkout uses is Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set and its
// entry is here, else the embedded sandbox. A subscription keeps the gateway it was bought
// through, so cancelling it asks that one (`gatewayFor`).
import type { Config } from '../config';
import type { PaymentGateway as GatewayName } from '../../contract/billing-limits';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

type GatewayFactory = (config: Config) => Promise<PaymentGateway>;

export const gateways: Partial<Record<GatewayName, GatewayFactory>> = {
  sandbox: async (config) => createSandboxGateway({ secret: config.jwtSecret }),
  stripe: async (config) => (await import('./stripe')).stripeGateway(config),
};

export function checkoutGateway(config: Config): GatewayName {
  return config.stripeSecretKey && config.stripePublishableKey && gateways.stripe ? 'stripe' : 'sandbox';
}

export interface Payments {
  /** The gateway checkout takes new payments through. */
  readonly name: GatewayName;
  gatewayFor(name: string): Promise<PaymentGateway>;
}

/** One instance of each gateway per app, made when first asked for. */
export function createPayments(config: Config, overrides: Partial<Record<GatewayName, PaymentGateway>> = {}): Payments {
  const made = new Map<string, Promise<PaymentGateway>>();
  return {
    name: checkoutGateway(config),
    gatewayFor(name) {
      let gateway = made.get(name);
      if (!gateway) {
        const override = overrides[name as GatewayName];
        const factory = gateways[name as GatewayName];
        if (!override && !factory) return Promise.reject(new Error(`No payment gateway named ${name}.`));
        gateway = override ? Promise.resolve(override) : factory!(config);
        made.set(name, gateway);
      }
      return gateway;
    },
  };
}
