// REST API keys' resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { apiKeysCache } from './cache';
import { apiKeysResolvers } from './resolvers';

export const apiKeysDomain: GatewayDomain = { name: 'api-keys', resolvers: [apiKeysResolvers], cache: apiKeysCache };
