// The account domain's services, built once per app: tokens (also the authentication plugin's
// Authenticator), the captcha, signup and login, and the profile.
import type { DomainDeps } from '../domain';
import { createCaptchaService } from './captcha';
import { createProfileService } from './profile';
import { accountRepository } from './repository';
import { createSessionService } from './sessions';
import { createTokenService } from './tokens';

export function createAccountService({ db, config }: Pick<DomainDeps, 'db' | 'config'>) {
  const tokens = createTokenService(accountRepository(db), config);
  const captcha = createCaptchaService(db, config);
  // The object itself stays the same for the app's life: tests swap its methods (login-throttle.test).
  const sessions = createSessionService(db, config, captcha);
  const profile = createProfileService(db);
  return { tokens, captcha, sessions, profile };
}

export type AccountService = ReturnType<typeof createAccountService>;
