// Two-factor authentication with an authenticator app (TOTP, totp.ts): setting it up (a pending
// secret shown as a QR code), turning it on with a code and the current password (recovery codes
// shown once, stored hashed; a mail with an undo link, undo-two-factor.ts), turning it off with a
// code, and the login's second step.
//
// Turning it on asks for the password because a session alone is not proof enough: a stolen one
// could otherwise lock the owner out with a code only the thief has. Turning it off asks for a
// code, which is a fresh proof of its own.
//
// Guessing codes is throttled by the login throttle (login-throttle.ts) on counters of their own
// ('2fa:' + the account): a right password must not clear them, or whoever knows the password
// could reset the count between guesses. The address counter is the one logins share.
import { randomBytes } from 'node:crypto';
import type { TwoFactorSetup } from '../../contract/account';
import type { Config } from '../config';
import type { User } from '../db/types';
import { openSecret, sealSecret } from '../lib/secrets';
import { badRequest, HttpError } from '../lib/errors';
import type { AuthContext } from '../lib/auth-context';
import type { LoginThrottle } from './login-throttle';
import type { AccountRepository } from './repository';
import { sha256, type SecurityRepository } from './security-repository';
import { confirmFreshPassword, sessionUser } from './sessions';
import { base32Encode, matchingStep, newSecret, otpauthUri } from './totp';

export const invalidCode = 'The code is not valid. Please try again.';
export const challengeExpired = 'Your login has expired. Please log in again.';
/** How long the browser has to send the code after the password. */
export const challengeSeconds = 5 * 60;
const recoveryCodeCount = 10;
const issuer = 'Atelier';

export const twoFactorNeedsPassword = 'Turning on two-factor authentication asks for your password: sign up with an email address and a password first.';

export interface TwoFactorOptions {
  now?: () => number;
  /** Called once 2FA is on (undo-two-factor.ts mails the owner). */
  onEnabled?: (user: User) => Promise<void>;
}

export function createTwoFactorService(
  accounts: AccountRepository,
  security: SecurityRepository,
  throttle: LoginThrottle,
  config: Pick<Config, 'secretsKey'>,
  { now = Date.now, onEnabled = async () => {} }: TwoFactorOptions = {},
) {
  /** A new pending secret (replacing any earlier pending one); nothing changes while 2FA is on. */
  async function setup(auth: AuthContext): Promise<TwoFactorSetup> {
    const user = await sessionUser(accounts, auth);
    if (user.two_factor_enabled_at) return { qr_code: '', secret: '', method: 'totp', status: 'enabled' };
    if (auth.isGuest || !user.email) throw badRequest('Sign up with an email address to turn on two-factor authentication.');
    const secret = newSecret();
    // Sealed at rest (lib/secrets.ts), as the workspaces' provider keys are.
    await security.setPendingSecret(user.id, sealSecret(config.secretsKey, secret));
    // Loaded here, by the few who turn 2FA on, rather than at every start (qrcode and pngjs: 70 modules).
    const { default: QRCode } = await import('qrcode');
    const qr_code = await QRCode.toDataURL(otpauthUri(secret, user.email, issuer), { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { qr_code, secret, method: 'totp', status: 'pending' };
  }

  /**
   * Whether `code` is the user's: a code of their app not used before (its step is remembered),
   * or one of their unused recovery codes (spent by this).
   */
  async function acceptCode(user: User, code: string): Promise<boolean> {
    const secret = openSecret(config.secretsKey, user.two_factor_secret);
    if (!secret) return false;
    const step = matchingStep(secret, code, now());
    if (step !== null) return security.acceptStep(user.id, step);
    const recovery = normalizeRecoveryCode(code);
    return recovery.length === 10 && user.two_factor_enabled_at !== null && security.spendRecoveryCode(user.id, sha256(recovery));
  }

  /** A wrong code counts against the account and the address; during a back-off, a 429. */
  async function guarded(user: User, code: string, ip: string): Promise<void> {
    const attempt = await throttle.admit(`2fa:${user.id}`, ip);
    if (!(await acceptCode(user, code))) throw badRequest(invalidCode);
    await attempt.succeeded();
  }

  /**
   * Turns 2FA on when `password` is the account's and `code` comes from the pending secret;
   * answers the recovery codes, once. The password is checked first, so a refused one spends no code.
   */
  async function enable(auth: AuthContext, input: { code?: string; password?: string }, ip: string): Promise<string[]> {
    const user = await sessionUser(accounts, auth);
    if (user.two_factor_enabled_at) throw new HttpError(409, 'Two-factor authentication is already on.');
    if (auth.isGuest || !user.email || !user.password_hash) throw badRequest(twoFactorNeedsPassword);
    if (!user.two_factor_secret) throw badRequest('Generate a QR code first, then enter the code your app shows.');
    await confirmFreshPassword(throttle, user, input.password, ip);
    await guarded(user, input.code ?? '', ip);
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await security.transaction((security) => security.enableTwoFactor(user.id, codes.map((recovery) => sha256(normalizeRecoveryCode(recovery)))));
    await onEnabled(user);
    return codes;
  }

  /** Turns 2FA off; a current code (or a recovery code) is needed, so a stolen session alone cannot. */
  async function disable(auth: AuthContext, code: string | undefined, ip: string): Promise<void> {
    const user = await sessionUser(accounts, auth);
    if (!user.two_factor_enabled_at) return;
    await guarded(user, code ?? '', ip);
    await security.disableTwoFactor(user.id);
  }

  /** After a right password: a secret the browser sends back with the code. */
  async function challenge(userId: string) {
    const token = await security.createLink(userId, 'login-2fa', challengeSeconds);
    return { two_factor_required: true as const, challenge: token, method: 'totp' as const, expires_in: challengeSeconds };
  }

  /**
   * The login's second step: the user the challenge was made for, once their code is right. An
   * unknown or expired challenge is counted against the address like a wrong code.
   */
  async function complete(challengeToken: string, code: string, ip: string): Promise<User> {
    const link = await security.link(challengeToken, 'login-2fa');
    const user = link ? await accounts.user(link.user_id) : undefined;
    if (!user || !user.two_factor_enabled_at) {
      await throttle.admit(`2fa-challenge:${sha256(challengeToken)}`, ip);
      throw new HttpError(401, challengeExpired);
    }
    const attempt = await throttle.admit(`2fa:${user.id}`, ip);
    if (!(await acceptCode(user, code))) throw new HttpError(401, invalidCode);
    // Spent only now: a mistyped code can be retried with the same challenge (the throttle counts).
    if (!(await security.spendLink(challengeToken, 'login-2fa'))) throw new HttpError(401, challengeExpired);
    await attempt.succeeded();
    return user;
  }

  return { setup, enable, disable, challenge, complete };
}

function newRecoveryCode(): string {
  const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
