// The account domain's services, built once per app from its repositories: tokens (also the
// authentication plugin's Authenticator), the captcha, signup and login, and the profile.
import { billingRepository } from '../billing/repository';
import { createBillingService } from '../billing/service';
import type { DomainDeps } from '../domain';
import { createCaptchaService } from './captcha';
import { createLoginThrottle } from './login-throttle';
import { createProfileService } from './profile';
import { accountRepository } from './repository';
import { createSessionService } from './sessions';
import { throttleRepository } from './throttle-repository';
import { createTokenService } from './tokens';

export function createAccountService({ db, config }: Pick<DomainDeps, 'db' | 'config'>) {
  const accounts = accountRepository(db);
  const tokens = createTokenService(accounts, config);
  const captcha = createCaptchaService(config);
  // The object itself stays the same for the app's life: tests swap its methods (login-throttle.test).
  const sessions = createSessionService(accounts, config, captcha, createLoginThrottle(throttleRepository(db)));
  const profile = createProfileService(accounts, createBillingService(billingRepository(db)));
  return { tokens, captcha, sessions, profile };
}

export type AccountService = ReturnType<typeof createAccountService>;
