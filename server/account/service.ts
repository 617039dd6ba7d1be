// The account domain's services, built from its repositories: tokens (also the
// authentication plugin's Authenticator), the captcha, signup and login, the profile, and the
// account's security (2FA and its undo link, email, passwords) with the mail it sends.
import { billingRepository } from '../billing/repository';
import { createBillingService } from '../billing/service';
import type { DomainDeps } from '../domain';
import { createCaptchaService } from './captcha';
import { createEmailService } from './email';
import { createLoginThrottle } from './login-throttle';
import { createPasswordService } from './passwords';
import { createProfileService } from './profile';
import { accountRepository } from './repository';
import { securityRepository } from './security-repository';
import { createSessionService } from './sessions';
import { throttleRepository } from './throttle-repository';
import { createTokenService } from './tokens';
import { createTwoFactorService } from './two-factor';
import { createUndoTwoFactorService } from './undo-two-factor';

export function createAccountService({ db, config, log, mailer, live }: Pick<DomainDeps, 'db' | 'config' | 'mailer'> & Partial<Pick<DomainDeps, 'log' | 'live'>>) {
  const accounts = accountRepository(db);
  const security = securityRepository(db);
  const tokens = createTokenService(accounts, config);
  // Several processes on one PostgreSQL: what ends access in one is heard by all (revocations.ts).
  if (live?.bus) tokens.shareWith(live.bus);
  const captcha = createCaptchaService(config);
  const throttle = createLoginThrottle(throttleRepository(db));
  // The object itself stays the same for the app's life: tests swap its methods (login-throttle.test).
  const sessions = createSessionService(accounts, config, captcha, throttle);
  const profile = createProfileService(accounts, createBillingService(billingRepository(db)));
  const undoTwoFactor = createUndoTwoFactorService(accounts, security, throttle, tokens, mailer, config, (error) => log?.error({ err: error }, 'The mail saying 2FA was turned on could not be sent.'));
  const twoFactor = createTwoFactorService(accounts, security, throttle, config, { onEnabled: undoTwoFactor.notify });
  const email = createEmailService(accounts, security, throttle, mailer, config);
  const passwords = createPasswordService(accounts, security, throttle, tokens, mailer, config, (error) => log?.error({ err: error }, 'A password reset mail could not be sent.'));
  return { tokens, captcha, sessions, profile, twoFactor, undoTwoFactor, email, passwords, security, mailer };
}

export type AccountService = ReturnType<typeof createAccountService>;
