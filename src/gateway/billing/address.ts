// The billing address checkout and the billing page send: the contract's Address (read back as it
// comes, wire-map.ts), with a line left empty in the form left out rather than sent as "".
import type { CheckoutBody } from '../../../contract/billing';
import type { AddressInput } from '../generated/resolvers';
import { snakeKeys } from '../rest';

export function toRestAddress(address: AddressInput): CheckoutBody['address'] {
  return snakeKeys({ ...address, line1: address.line1 || null, line2: address.line2 || null, city: address.city || null, state: address.state || null });
}
