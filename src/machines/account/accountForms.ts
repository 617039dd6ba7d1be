import type { Client } from '@urql/core';
import {
  ChangeEmailMutation,
  ChangePasswordMutation,
  RequestPasswordResetMutation,
  ResendVerificationMutation,
  ResetPasswordMutation,
  SendClaimMutation,
  UndoTwoFactorMutation,
  UpdateProfileMutation,
} from '../../gateway/account-settings/operations';
import { SendAccountFeedbackMutation } from '../../gateway/feedback/operations';
import type { AccountFormInput, Fields } from './accountFormMachine';

// How each of the account's small forms sends (accountFormMachine takes one), with its fields,
// the ones it needs and its success words (SPEC §8). The words of a refusal are the server's.

async function run<T>(call: Promise<{ error?: unknown; data?: T }>): Promise<T> {
  const result = await call;
  if (result.error || !result.data) throw result.error;
  return result.data;
}

type Form = Omit<AccountFormInput, 'client'>;

export const profileForm = (firstName: string, lastName: string): Form => ({
  fields: { firstName, lastName },
  success: 'Changes saved successfully!',
  send: async (client: Client, { firstName, lastName }: Fields) => {
    await run(client.mutation(UpdateProfileMutation, { firstName: firstName!.trim(), lastName: lastName!.trim() }).toPromise());
  },
});

export const emailForm = (hasPassword: boolean): Form => ({
  fields: { email: '', password: '' },
  success: 'Email changed successfully!',
  required: { fields: hasPassword ? ['email', 'password'] : ['email'], message: hasPassword ? 'Please enter the new email address and your password.' : 'Please enter the new email address.' },
  clearOnSave: ['email', 'password'],
  send: async (client, { email, password }) => {
    await run(client.mutation(ChangeEmailMutation, { email: email!.trim(), password: password || null }).toPromise());
  },
});

export const passwordForm = (hasPassword: boolean): Form => ({
  fields: { currentPassword: '', newPassword: '' },
  success: 'Password changed successfully!',
  required: { fields: hasPassword ? ['currentPassword', 'newPassword'] : ['newPassword'], message: 'Please enter your current and your new password.' },
  clearOnSave: ['currentPassword', 'newPassword'],
  send: async (client, { currentPassword, newPassword }) => {
    await run(client.mutation(ChangePasswordMutation, { currentPassword: currentPassword!, newPassword: newPassword! }).toPromise());
  },
});

export const claimForm = (): Form => ({
  fields: { subject: '', message: '' },
  success: 'Your claim was sent. We will answer by email.',
  required: { fields: ['subject', 'message'], message: 'Please enter a subject and a message.' },
  clearOnSave: ['subject', 'message'],
  send: async (client, { subject, message }) => {
    await run(client.mutation(SendClaimMutation, { subject: subject!.trim(), message: message!.trim() }).toPromise());
  },
});

export const feedbackForm = (): Form => ({
  fields: { message: '' },
  success: 'Thank you for feedback.',
  required: { fields: ['message'], message: 'Please enter in the following required fields: Message' },
  clearOnSave: ['message'],
  send: async (client, { message }) => {
    await run(client.mutation(SendAccountFeedbackMutation, { message: message!.trim() }).toPromise());
  },
});

export const resetRequestForm = (): Form => ({
  fields: { email: '' },
  success: 'If an account has this address, a link to reset its password is on its way.',
  required: { fields: ['email'], message: 'Please enter your email address.' },
  send: async (client, { email }) => {
    await run(client.mutation(RequestPasswordResetMutation, { email: email!.trim() }).toPromise());
  },
});

export const resetForm = (token: string): Form => ({
  fields: { password: '' },
  success: 'Your password was changed. Log in with the new one.',
  required: { fields: ['password'], message: 'Please enter a new password.' },
  clearOnSave: ['password'],
  send: async (client, { password }) => {
    await run(client.mutation(ResetPasswordMutation, { token, password: password! }).toPromise());
  },
});

/**
 * The link mailed when 2FA was turned on: with the account's password it turns 2FA off and ends
 * every session and API key. The success words are the server's.
 */
export const undoTwoFactorForm = (token: string): Form => ({
  fields: { password: '' },
  success: 'Two-factor authentication has been turned off. Log in again.',
  required: { fields: ['password'], message: 'Please enter your current password.' },
  clearOnSave: ['password'],
  send: async (client, { password }) => (await run(client.mutation(UndoTwoFactorMutation, { token, password: password! }).toPromise())).undoTwoFactor,
});

/** The verification email, for resendCountdownMachine. */
export const resendVerification = async (client: Client) => run(client.mutation(ResendVerificationMutation, {}).toPromise());
