// The account page's part of the gateway (profile, email, verification, password, 2FA, the
// session's location and claims), the password reset and the 2FA undo link; the page's API keys
// and feedback form are the api-keys and feedback domains'. Lazy: its code loads with its first
// operation (compose.ts), so no other page carries it. domains.ts lists it beside the account's
// own, always-loaded part (me, logout) and signin (signup, login).
import type { LazyGatewayDomain } from '../domain';

export const accountSettingsGateway: LazyGatewayDomain = {
  name: 'account-settings',
  load: async () => (await import('./domain')).accountSettingsDomain,
};
