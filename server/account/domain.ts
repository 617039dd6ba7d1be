// The account domain: signup, login (with 2FA), captcha, login back-off, tokens, and the user's
// own account: profile, email, password, 2FA, and the claim form (the feedback widget's reports
// are the feedback domain's).
import { defineDomain } from '../domain';
import { profileRoutes } from './profile-routes';
import { authRoutes } from './routes';
import { createAccountService } from './service';

export const accountDomain = defineDomain({
  name: 'account',
  services: createAccountService,
  // Listening on the bus (PostgreSQL) before the app takes requests, so a revocation made by
  // another process is heard from the first one. A bus that cannot open now is retried by it.
  async start({ live, log }) {
    await live.bus?.ready().catch((error: unknown) => log.warn({ err: error }, 'The live bus could not listen yet: revocations from other processes wait for the token cache bound.'));
  },
  async routes(app) {
    await app.register(authRoutes);
    await app.register(profileRoutes);
  },
});
