// Signing up and logging in: the rules (names, email, password length, captcha, login back-off)
// here, the rows through the account repository.
import type { SignupBody } from '../../contract/account';
import { accountSuspended } from '../../contract/admin-limits';
import type { Config } from '../config';
import type { User } from '../db/types';
import { badRequest, HttpError } from '../lib/errors';
import { hashPassword, needsRehash, verifyPassword } from '../lib/password';
import type { AuthContext } from '../lib/auth-context';
import type { CaptchaService } from './captcha';
import type { LoginThrottle } from './login-throttle';
import type { AccountRepository } from './repository';

export type SignupInput = SignupBody;

export const emailTaken = 'This email is already registered.';
export const invalidLogin = 'Invalid email or password.';
export const sessionExpired = 'Your session has expired. Please log in again.';
export const wrongPassword = 'Your password is not correct.';
export const enterPassword = 'Please enter your current password.';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed name; `required` refuses an empty one. Shared by signup and the profile form. */
export function cleanName(value: string | undefined, label: string, required: boolean): string {
  const name = (value ?? '').trim();
  if (required && !name) throw badRequest(`Please enter your ${label}.`);
  if (name.length > 100) throw badRequest(`Your ${label} must be at most 100 characters.`);
  return name;
}

/** A password as signup, password change and reset accept it. */
export function checkNewPassword(password: string | undefined): string {
  if ((password ?? '').length < 8) throw badRequest('Your password must be at least 8 characters.');
  if (password!.length > 200) throw badRequest('Your password must be at most 200 characters.');
  return password!;
}

export function checkEmail(input: string | undefined): string {
  const email = (input ?? '').trim().toLowerCase();
  if (!emailPattern.test(email) || email.length > 254) throw badRequest('Please enter a valid email address.');
  return email;
}

/** The signed-in user; a 401 when the account is gone although the session was valid. */
export async function sessionUser(accounts: Pick<AccountRepository, 'user'>, auth: AuthContext): Promise<User> {
  const user = await accounts.user(auth.userId);
  if (!user) throw new HttpError(401, sessionExpired);
  return user;
}

/**
 * Checks the current password (when the account has one) through the login throttle, so a
 * stolen session cannot be used to guess it faster than the login page allows. `wrong` is the
 * refusal's words.
 */
export async function confirmPassword(throttle: LoginThrottle, user: User, password: string | undefined, ip: string, wrong: string) {
  if (!user.password_hash) return;
  const attempt = await throttle.admit(user.email ?? user.id, ip);
  if (!(await verifyPassword(password ?? '', user.password_hash))) throw badRequest(wrong);
  await attempt.succeeded();
}

/**
 * The fresh proof a change asks for when a stolen session must not be enough to make it (2FA
 * turned on, an API key made): the current password in the same request, checked like
 * `confirmPassword`. An account without a password has nothing more to prove than its session.
 */
export async function confirmFreshPassword(throttle: LoginThrottle, user: User, password: string | undefined, ip: string) {
  if (user.password_hash && !password) throw badRequest(enterPassword);
  await confirmPassword(throttle, user, password, ip, wrongPassword);
}

/** Who logged in; `twoFactor`: the password was right but the code is still to come (two-factor.ts). */
export type LoginResult = AuthContext & { twoFactor: boolean };

/** Tests build one with a throttle whose clock they drive (login-throttle.test). */
export function createSessionService(accounts: AccountRepository, config: Config, captcha: CaptchaService, throttle: LoginThrottle) {
  /** Checks the input, then the captcha, then creates everything in one transaction. */
  async function signup(input: SignupInput): Promise<AuthContext> {
    const isGuest = input.type === 'guest';
    const firstName = cleanName(input.first_name, 'first name', isGuest);
    const lastName = isGuest ? 'Guest' : cleanName(input.last_name, 'last name', false);
    let email: string | null = null;
    let passwordHash: string | null = null;
    if (!isGuest) {
      email = checkEmail(input.email);
      passwordHash = await hashPassword(checkNewPassword(input.password));
    }
    try {
      return await accounts.transaction(async (accounts) => {
        await captcha.spend(accounts, input['captcha-token']);
        if (email && (await accounts.userByEmail(email))) throw new HttpError(409, emailTaken);
        const referralCode = input.ref?.trim() || undefined;
        const created = await accounts.create({ email, passwordHash, firstName, lastName, isGuest, isAdmin: false, startingCredits: config.startingCredits, referralCode });
        // Signing up logs in: the admin area's "last sign-in" starts here.
        await accounts.loggedIn(created.userId);
        return created;
      });
    } catch (error) {
      // Two signups with the same email at once: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, emailTaken);
      throw error;
    }
  }

  /** `ip` is the client's address, for the throttle (login-throttle.ts): a 429 during a back-off. */
  async function login(emailInput: string, password: string, ip: string): Promise<LoginResult> {
    const email = emailInput.trim().toLowerCase();
    // Before anything about the account is read, so an unknown email is answered the same way.
    const attempt = await throttle.admit(email, ip);
    const user = await accounts.userByEmail(email);
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) throw new HttpError(401, invalidLogin);
    await attempt.succeeded();
    // Only once the password is right, so the answer does not tell who is suspended to a guesser.
    if (user.suspended_at) throw new HttpError(403, accountSuspended, 'account_suspended');
    await accounts.loggedIn(user.id);
    // The only moment the password is known: a hash from a weaker time is made again now.
    if (needsRehash(user.password_hash)) await accounts.rehashPassword(user.id, user.password_hash!, await hashPassword(password));
    return { ...(await sessionOf(user)), twoFactor: user.two_factor_enabled_at !== null };
  }

  /** The session a user logs in to: the workspace they were in last, else their oldest. */
  async function sessionOf(user: User): Promise<AuthContext> {
    const ids = await accounts.workspaceIds(user.id);
    const workspaceId = ids.find((id) => id === user.current_workspace_id) ?? ids[0];
    if (!workspaceId) throw new HttpError(403, 'Your account is not a member of any workspace.');
    return { userId: user.id, workspaceId, isAdmin: user.is_admin, isGuest: user.is_guest };
  }

  /** Where a user lands whose membership of the session's workspace ended: the workspace login would pick. */
  async function sessionAfterRemoval(userId: string): Promise<AuthContext> {
    const user = await accounts.user(userId);
    if (!user) throw new HttpError(401, 'Your session has expired. Please log in again.');
    return sessionOf(user);
  }

  return { signup, login, sessionOf, sessionAfterRemoval };
}
