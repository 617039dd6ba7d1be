// The account page's resolvers (docs/rest-api.md, "Account"): GraphQL →
// REST, answers typed with the contract's schemas. An answer with a `jwt` (profile, 2FA,
// password) replaces the stored token: the server ends the other sessions and keeps this one.
import type {
  AccountMessage,
  IpLocation as RestIpLocation,
  MessageResponse,
  PasswordChangeResponse,
  ProfileResponse,
  TwoFactorSetup,
} from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';

/** SPEC §8: a refusal shows the server's words; anything else this. */
export const EMAIL_CHANGE_FAILED = 'An error occurred while changing email.';

export const accountSettingsResolvers: Resolvers = {
  IpLocation: {
    // The server's offline GeoIP database knows no region.
    region: () => null,
  },
  Query: {
    ipLocation: (_, __, { rest }) => rest.get<Wire<typeof RestIpLocation>>('/account/ip'),
  },
  Mutation: {
    updateProfile: async (_, { firstName, lastName }, { rest }) =>
      withToken(rest, rest.post<Wire<typeof ProfileResponse>>('/account', { first_name: firstName ?? undefined, last_name: lastName ?? undefined })),
    changeEmail: async (_, { email, password }, { rest }) => {
      try {
        return (await rest.post<Wire<typeof AccountMessage>>('/account/email', { email: email.trim(), password: password || undefined })).message;
      } catch (error) {
        // The server's refusal in its words; a failure that never reached it in SPEC §8's.
        throw error instanceof RestError && error.status > 0 && error.message ? error : new RestError(EMAIL_CHANGE_FAILED, 0);
      }
    },
    resendVerification: async (_, __, { rest }) => {
      await rest.post('/account/verification');
      return true;
    },
    changePassword: async (_, { currentPassword, newPassword }, { rest }) => {
      await withToken(rest, rest.post<Wire<typeof PasswordChangeResponse>>('/account/password', { current_password: currentPassword, password: newPassword }));
      return true;
    },
    generateTwoFactor: (_, __, { rest }) => rest.post<Wire<typeof TwoFactorSetup>>('/account/generate-2fa', { method: 'totp' }),
    enableTwoFactor: async (_, { code, password }, { rest }) => {
      const answer = await withToken(rest, rest.post<Wire<typeof ProfileResponse>>('/account', { enable2fa: true, code2fa: code.trim(), method2fa: 'totp', password }));
      return answer.recovery_codes ?? [];
    },
    disableTwoFactor: async (_, { code }, { rest }) => {
      await withToken(rest, rest.post<Wire<typeof ProfileResponse>>('/account', { enable2fa: false, code2fa: code.trim() }));
      return true;
    },
    sendClaim: async (_, { subject, message }, { rest }) => {
      await rest.post('/account/claims', { subject, message });
      return true;
    },
    requestPasswordReset: async (_, { email }, { rest }) => {
      await rest.post<Wire<typeof MessageResponse>>('/auth/password-reset', { email: email.trim() });
      return true;
    },
    resetPassword: async (_, { token, password }, { rest }) => {
      await rest.post<Wire<typeof MessageResponse>>(`/auth/password-reset/${encodeURIComponent(token)}`, { password });
      return true;
    },
    undoTwoFactor: async (_, { token, password }, { rest }) => (await rest.post<Wire<typeof MessageResponse>>('/account/undo-2fa', { token, password })).message,
  },
};

/** Stores the answer's token when it has one, so this session outlives the others the change ended. */
async function withToken<T extends { jwt?: string }>(rest: Rest, answer: Promise<T>): Promise<T> {
  const value = await answer;
  if (value.jwt) rest.setToken(value.jwt);
  return value;
}
