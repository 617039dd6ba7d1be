// The account page's part of the gateway (profile, email, verification, password, 2FA, REST
// API keys, the session's location, claims and feedback), the password reset and the 2FA undo
// link. Lazy: its code loads with its first operation (compose.ts), so no other page carries it. domains.ts
// lists it beside the account's own, always-loaded part (login, signup, me).
import type { LazyGatewayDomain } from '../domain';

export const accountSettingsGateway: LazyGatewayDomain = {
  name: 'account-settings',
  load: async () => (await import('./domain')).accountSettingsDomain,
};
