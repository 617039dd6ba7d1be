// The account page's resolvers and cache config, loaded with its first operation (index.ts).
// 2FA switched or the email changed changes `me`, and the 2FA undo link may have ended this
// browser's session.
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayDomain } from '../domain';
import { accountSettingsResolvers } from './resolvers';

const forget = (field: string) => (_: unknown, __: unknown, cache: Cache) => cache.invalidate('Query', field);

export const accountSettingsDomain: GatewayDomain = {
  name: 'account-settings',
  resolvers: [accountSettingsResolvers],
  cache: {
    updates: {
      Mutation: {
        enableTwoFactor: forget('me'),
        disableTwoFactor: forget('me'),
        changeEmail: forget('me'),
        // Every session of the account ended: asked again, `me` answers 401 for this browser's
        // token if it was one of them, which forgets it (the logged-out state, and a login that works).
        undoTwoFactor: forget('me'),
      },
    },
  },
};
