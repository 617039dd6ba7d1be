// The account domain: signup, login, captcha, login back-off, tokens and the user's own profile.
import { defineDomain } from '../domain';
import { profileRoutes } from './profile-routes';
import { authRoutes } from './routes';
import { createAccountService } from './service';

export const accountDomain = defineDomain({
  name: 'account',
  services: createAccountService,
  async routes(app) {
    await app.register(authRoutes);
    await app.register(profileRoutes);
  },
});
