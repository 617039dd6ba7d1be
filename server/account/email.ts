// The account's email address: changing it (the password asked when the account has one, a
// taken address refused in the server's words; the links mailed to the old address, verification
// and password reset, end with it), the verification mail (one a minute) and its link, which
// confirms the address only while it is still the account's.
import { verificationResendSeconds } from '../../contract/account';
import type { Config } from '../config';
import type { User } from '../db/types';
import { badRequest, HttpError } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import type { AuthContext } from '../lib/auth-context';
import type { LoginThrottle } from './login-throttle';
import type { AccountRepository } from './repository';
import type { SecurityRepository } from './security-repository';
import { checkEmail, confirmPassword, emailTaken, sessionUser, wrongPassword } from './sessions';

/** A verification link works for a day. */
const verificationLinkSeconds = 24 * 60 * 60;

export interface EmailOptions {
  now?: () => number;
}

export function createEmailService(
  accounts: AccountRepository,
  security: SecurityRepository,
  throttle: LoginThrottle,
  mailer: Mailer,
  config: Pick<Config, 'appUrl'>,
  { now = Date.now }: EmailOptions = {},
) {
  async function change(auth: AuthContext, input: { email: string; password?: string }, ip: string): Promise<string> {
    const user = await sessionUser(accounts, auth);
    if (auth.isGuest) throw badRequest('Sign up to set an email address.');
    const email = checkEmail(input.email);
    if (email === user.email) throw badRequest('This is already your email address.');
    await confirmPassword(throttle, user, input.password, ip, wrongPassword);
    if (await accounts.userByEmail(email)) throw new HttpError(409, emailTaken);
    try {
      await security.transaction((inTransaction) => inTransaction.setEmail(user.id, email));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, emailTaken);
      throw error;
    }
    if (user.email) {
      await mailer.sendMail({
        to: user.email,
        subject: 'Your Atelier email address was changed',
        text: `The email address of your Atelier account was changed to ${email}.\n\nIf you did not do this, reset your password at once: ${config.appUrl}/login`,
        secrets: [],
      });
    }
    await sendLink({ ...user, email });
    return `Your email address is now ${email}. We sent a verification link to it.`;
  }

  /** The verification mail again; refused within a minute of the last one, with how long to wait. */
  async function resend(auth: AuthContext): Promise<{ message: string; retry_after: number }> {
    const user = await sessionUser(accounts, auth);
    if (!user.email) throw badRequest('Your account has no email address to verify.');
    if (user.email_verified_at) throw badRequest('Your email address is already verified.');
    const last = user.verification_sent_at ? new Date(user.verification_sent_at).getTime() : 0;
    const wait = Math.ceil((last + verificationResendSeconds * 1000 - now()) / 1000);
    if (wait > 0) throw new ResendTooSoon(wait);
    await sendLink(user);
    return { message: `We sent a verification link to ${user.email}.`, retry_after: verificationResendSeconds };
  }

  /**
   * A new account's first verification mail, sent with the signup (a guest has no address). It
   * does not start Resend's minute: the signup itself is rate-limited and captcha-guarded, and a
   * user who finds no mail must be able to ask again at once.
   */
  async function welcome(auth: AuthContext): Promise<void> {
    const user = await sessionUser(accounts, auth);
    if (user.email && !user.email_verified_at) await sendLink(user, { startsWait: false });
  }

  async function sendLink(user: User, { startsWait = true } = {}) {
    const token = await security.createLink(user.id, 'verify-email', verificationLinkSeconds, user.email);
    if (startsWait) await security.markVerificationSent(user.id, new Date(now()));
    const link = `${config.appUrl}/api/account/verify/${token}`;
    await mailer.sendMail({
      to: user.email!,
      subject: 'Verify your email address',
      text: `Open this link to verify your email address for Atelier:\n\n${link}\n\nThe link works once, for 24 hours.`,
      html: `<p>Open this link to verify your email address for Atelier:</p><p><a href="${link}">Verify my email address</a></p><p>The link works once, for 24 hours.</p>`,
      secrets: [token],
    });
  }

  /** The link's work: true when it verified the address (the link is spent either way). */
  async function verify(token: string): Promise<boolean> {
    const link = await security.spendLink(token, 'verify-email');
    if (!link?.email) return false;
    return security.markVerified(link.user_id, link.email);
  }

  return { change, resend, verify, welcome };
}

export class ResendTooSoon extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'} before asking for another verification email.`);
  }
}

export type EmailService = ReturnType<typeof createEmailService>;
