// The mail sent to the account's address when 2FA is turned on, and its undo link. Turning 2FA on
// asks for the password (two-factor.ts), but whoever holds a session and the password could still
// lock the owner out with a code only they have: the mail tells the owner, and its link, with the
// password, turns 2FA off again and ends every session and REST API key of the account, since
// someone else had one.
//
// The link is a random secret stored as sha256 only (security-repository.ts), works once, for
// `undoTwoFactorDays`, and dies when 2FA is turned off another way (disableTwoFactor drops it).
// A wrong password counts against the login throttle, as at login (sessions.ts confirmPassword).
import { undoTwoFactorDays } from '../../contract/account';
import type { Config } from '../config';
import type { User } from '../db/types';
import { badRequest } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import type { LoginThrottle } from './login-throttle';
import type { AccountRepository } from './repository';
import type { SecurityRepository } from './security-repository';
import { confirmFreshPassword } from './sessions';
import type { TokenService } from './tokens';

export const undoInvalid = 'This link is invalid, was used already or has expired.';
export const twoFactorUndone = 'Two-factor authentication has been turned off and every session and API key of your account has been ended. Log in again.';

export function createUndoTwoFactorService(
  accounts: AccountRepository,
  security: SecurityRepository,
  throttle: LoginThrottle,
  tokens: Pick<TokenService, 'forget'>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl'>,
  onError: (error: unknown) => void,
) {
  /**
   * After 2FA was turned on. A mail that cannot be sent is logged, not thrown: 2FA is on by then,
   * and its recovery codes, shown only in this answer, must still reach the browser.
   */
  async function notify(user: User): Promise<void> {
    try {
      const token = await security.createLink(user.id, 'undo-2fa', undoTwoFactorDays * 24 * 60 * 60);
      const link = `${config.appUrl}/account/undo-2fa/${token}`;
      await mailer.sendMail({
        to: user.email!,
        subject: 'Two-factor authentication was turned on for your Atelier account',
        text: `Two-factor authentication was turned on for your Atelier account: logging in now asks for a code from an authenticator app.\n\nIf it was not you, open this link and enter your password to turn it off again and log everyone out of your account:\n\n${link}\n\nThe link works once, for ${undoTwoFactorDays} days. If it was you, ignore this mail.`,
        secrets: [token],
      });
    } catch (error) {
      onError(error);
    }
  }

  /** The link's work, with the account's password: 2FA off, every session and API key ended. */
  async function undo(token: string, password: string, ip: string): Promise<void> {
    const link = await security.link(token, 'undo-2fa');
    const user = link ? await accounts.user(link.user_id) : undefined;
    if (!user?.two_factor_enabled_at || !user.password_hash) throw badRequest(undoInvalid);
    await confirmFreshPassword(throttle, user, password, ip);
    const done = await security.transaction(async (security) => {
      // Spent here, in the same transaction: two requests with one link undo once.
      if (!(await security.spendLink(token, 'undo-2fa'))) return false;
      await security.disableTwoFactor(user.id);
      await security.endAccess(user.id);
      return true;
    });
    if (!done) throw badRequest(undoInvalid);
    tokens.forget(user.id);
  }

  return { notify, undo };
}

export type UndoTwoFactorService = ReturnType<typeof createUndoTwoFactorService>;
