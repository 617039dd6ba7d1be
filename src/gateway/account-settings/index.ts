// The account page's part of the gateway (profile, email, verification, password, 2FA, REST
// API keys, the session's location, claims and feedback), the password reset and the 2FA undo
// link. Lazy: its code loads with its first operation (compose.ts), so no other page carries it. domains.ts
// lists it beside the account's own, always-loaded part (login, signup, me).
import type { LazyGatewayDomain } from '../domain';

export const accountSettingsGateway: LazyGatewayDomain = {
  name: 'accountSettings',
  rootFields: [
    'Query.ipLocation',
    'Query.apiKeys',
    'Mutation.updateProfile',
    'Mutation.changeEmail',
    'Mutation.resendVerification',
    'Mutation.changePassword',
    'Mutation.generateTwoFactor',
    'Mutation.enableTwoFactor',
    'Mutation.disableTwoFactor',
    'Mutation.createApiKey',
    'Mutation.revokeApiKey',
    'Mutation.sendClaim',
    'Mutation.sendAccountFeedback',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
    'Mutation.undoTwoFactor',
  ],
  load: async () => (await import('./domain')).accountSettingsDomain,
};
