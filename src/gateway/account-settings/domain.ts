// The account page's resolvers and cache config, loaded with its first operation (index.ts).
// A key made or revoked changes the list; 2FA switched or the email changed changes `me`.
import type { Cache } from '@urql/exchange-graphcache';
import { embedded, type GatewayDomain } from '../domain';
import { accountSettingsResolvers } from './resolvers';

const forget = (field: string) => (_: unknown, __: unknown, cache: Cache) => cache.invalidate('Query', field);

export const accountSettingsDomain: GatewayDomain = {
  name: 'accountSettings',
  resolvers: [accountSettingsResolvers],
  cache: {
    keys: { IpLocation: embedded, TwoFactorSetup: embedded },
    updates: {
      Mutation: {
        createApiKey: forget('apiKeys'),
        revokeApiKey: forget('apiKeys'),
        enableTwoFactor: forget('me'),
        disableTwoFactor: forget('me'),
        changeEmail: forget('me'),
      },
    },
  },
};
