// REST API keys' part of the gateway (domains.ts lists it). Lazy: its code loads with its first
// operation (compose.ts), so only the account page carries it.
import type { LazyGatewayDomain } from '../domain';

export const apiKeysGateway: LazyGatewayDomain = {
  name: 'api-keys',
  load: async () => (await import('./domain')).apiKeysDomain,
};
