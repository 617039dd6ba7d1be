// A billing address between the REST contract (snake_case, optional lines left out) and the
// schema: an order's address, the workspace's (read with the account, so kept out of billing's
// lazy resolvers), and the one checkout and the billing page send.
import type { Address as RestAddress, CheckoutBody } from '../../../contract/billing';
import type { Wire } from '../../../contract/common';
import type { Address, AddressInput } from '../generated/resolvers';
import { withoutEmpty } from '../rest';

export function toAddress(address: Wire<typeof RestAddress>): Address {
  return {
    name: address.name,
    line1: address.line1 ?? null,
    line2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postalCode: address.postal_code,
    country: address.country,
  };
}

export function toRestAddress(address: AddressInput): CheckoutBody['address'] {
  return {
    name: address.name,
    ...(withoutEmpty({ line1: address.line1 || null, line2: address.line2 || null, city: address.city || null, state: address.state || null }) as Partial<Record<'line1' | 'line2' | 'city' | 'state', string>>),
    postal_code: address.postalCode,
    country: address.country,
  };
}
