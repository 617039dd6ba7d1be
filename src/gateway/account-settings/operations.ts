import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The account page's operations, the password reset's and the 2FA undo link's (answered by the lazy accountSettings
// domain); types come from `npm run codegen`.

/** The account page: who is logged in and whether 2FA and the email are set up. */
export const AccountQuery = graphql(`
  query Account {
    me { ...UserFields }
  }
`);

export const IpLocationQuery = graphql(`
  query IpLocation {
    ipLocation { ip country region city }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($firstName: String, $lastName: String) {
    updateProfile(firstName: $firstName, lastName: $lastName) { ...UserFields }
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($email: String!, $password: String) {
    changeEmail(email: $email, password: $password)
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification {
    resendVerification
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const GenerateTwoFactorMutation = graphql(`
  mutation GenerateTwoFactor {
    generateTwoFactor { qrCode secret method status }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!, $password: String!) {
    enableTwoFactor(code: $code, password: $password)
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code)
  }
`);

export const SendClaimMutation = graphql(`
  mutation SendClaim($subject: String!, $message: String!) {
    sendClaim(subject: $subject, message: $message)
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const UndoTwoFactorMutation = graphql(`
  mutation UndoTwoFactor($token: String!, $password: String!) {
    undoTwoFactor(token: $token, password: $password)
  }
`);
