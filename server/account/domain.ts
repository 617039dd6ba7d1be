// The account domain: signup, login (with 2FA), captcha, login back-off, tokens, and the user's
// own account: profile, email, password, 2FA, and the claim and feedback forms.
import { defineDomain } from '../domain';
import { feedbackRoutes } from './feedback-routes';
import { profileRoutes } from './profile-routes';
import { authRoutes } from './routes';
import { createAccountService } from './service';

export const accountDomain = defineDomain({
  name: 'account',
  services: createAccountService,
  async routes(app) {
    await app.register(authRoutes);
    await app.register(profileRoutes);
    await app.register(feedbackRoutes);
  },
});
