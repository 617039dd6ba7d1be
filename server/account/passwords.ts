// Changing the password (the current one asked) and resetting it by a mailed link (single use,
// one hour, and only while the address it was mailed to is still the account's). Both bump the
// user's token version, which ends every other session (tokens.ts); a change answers a fresh
// token so this session goes on. A reset logs nobody in: the next login asks for the password
// and, with 2FA on, the code.
import type { Config } from '../config';
import type { User } from '../db/types';
import { badRequest } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import { hashPassword } from '../lib/password';
import type { AuthContext } from '../lib/auth-context';
import type { LoginThrottle } from './login-throttle';
import type { AccountRepository } from './repository';
import type { SecurityRepository } from './security-repository';
import { checkNewPassword, confirmFreshPassword, confirmPassword, sessionUser } from './sessions';
import type { TokenService } from './tokens';

export const resetRequested = 'If an account has this email address, we sent it a link to reset the password.';
export const resetInvalid = 'This password reset link is invalid or has expired.';
export const passwordChanged = 'Your password has been changed.';
const resetLinkSeconds = 60 * 60;
/** One reset mail a minute per account, so the form cannot be used to flood a mailbox. */
const resetMailSeconds = 60;

export function createPasswordService(
  accounts: AccountRepository,
  security: SecurityRepository,
  throttle: LoginThrottle,
  tokens: Pick<TokenService, 'forget'>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl'>,
  onError: (error: unknown) => void,
) {
  async function change(auth: AuthContext, input: { current_password?: string; password: string }, ip: string): Promise<void> {
    const user = await sessionUser(accounts, auth);
    if (auth.isGuest || !user.email) throw badRequest('Sign up with an email address to set a password.');
    const password = checkNewPassword(input.password);
    await confirmPassword(throttle, user, input.current_password, ip, 'Your current password is not correct.');
    await security.setPassword(user.id, await hashPassword(password));
    tokens.forget(user.id);
  }

  /**
   * Answers at once and the same way whether or not the address has an account: the mail is
   * written afterwards, so neither the words nor the time tell.
   */
  function requestReset(emailInput: string): void {
    const email = emailInput.trim().toLowerCase();
    void (async () => {
      const user = await accounts.userByEmail(email);
      if (!user || user.is_guest) return;
      const last = await security.lastLinkAt(user.id, 'password-reset');
      if (last && Date.now() - last.getTime() < resetMailSeconds * 1000) return;
      await sendReset(user);
    })().catch(onError);
  }

  async function sendReset(user: User) {
    // The address it goes to is kept with it: the link works only while that is still the account's.
    const token = await security.createLink(user.id, 'password-reset', resetLinkSeconds, user.email);
    const link = `${config.appUrl}/reset-password/${token}`;
    await mailer.sendMail({
      to: user.email!,
      subject: 'Reset your Atelier password',
      text: `Someone asked to reset the password of your Atelier account. To choose a new one, open:\n\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this mail: your password stays as it is.`,
      html: `<p>Someone asked to reset the password of your Atelier account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for one hour. If it was not you, ignore this mail: your password stays as it is.</p>`,
      secrets: [token],
    });
  }

  /** The link's work: a new password, and every session of the account ended. */
  async function reset(token: string, passwordInput: string): Promise<void> {
    const password = checkNewPassword(passwordInput);
    const passwordHash = await hashPassword(password);
    const userId = await security.transaction(async (security) => {
      const link = await security.spendLink(token, 'password-reset');
      if (!link) return null;
      // An email change deletes the reset links; this also refuses one written while the change
      // committed. Links from before addresses were kept with them have none.
      if (link.email !== null && !(await security.hasEmail(link.user_id, link.email))) return null;
      await security.setPassword(link.user_id, passwordHash);
      // Any other reset link mailed before is void too.
      await security.dropLinks(link.user_id, 'password-reset');
      return link.user_id;
    });
    if (!userId) throw badRequest(resetInvalid);
    tokens.forget(userId);
  }

  /** For another domain's change that needs a fresh proof (server/api-keys: making a key). */
  async function confirm(auth: AuthContext, password: string | undefined, ip: string): Promise<void> {
    await confirmFreshPassword(throttle, await sessionUser(accounts, auth), password, ip);
  }

  return { change, requestReset, reset, confirm };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
