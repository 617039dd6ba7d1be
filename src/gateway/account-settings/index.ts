// The account page's part of the gateway (profile, email, verification, password, 2FA, the
// session's location and claims; its API keys and feedback form are api-keys/ and feedback/),
// the password reset and the 2FA undo
// link. Lazy: its code loads with its first operation (compose.ts), so no other page carries it. domains.ts
// lists it beside the account's own, always-loaded part (login, signup, me).
import type { LazyGatewayDomain } from '../domain';

export const accountSettingsGateway: LazyGatewayDomain = {
  name: 'accountSettings',
  rootFields: [
    'Query.ipLocation',
    'Mutation.updateProfile',
    'Mutation.changeEmail',
    'Mutation.resendVerification',
    'Mutation.changePassword',
    'Mutation.generateTwoFactor',
    'Mutation.enableTwoFactor',
    'Mutation.disableTwoFactor',
    'Mutation.sendClaim',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
    'Mutation.undoTwoFactor',
  ],
  load: async () => (await import('./domain')).accountSettingsDomain,
};
