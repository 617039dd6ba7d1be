// The feedback domain: the site-wide feedback widget's reports (`POST /account/feedback`), a
// message with an optional screenshot, kept for the admin page.
import { defineDomain } from '../domain';
import { feedbackRepository } from './repository';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

export const feedbackDomain = defineDomain({
  name: 'feedback',
  services: ({ db }) => createFeedbackService(feedbackRepository(db)),
  // Its own plugin scope: the multipart parser it registers (plugins/forms.ts) serves its route only.
  async routes(app) {
    await app.register(feedbackRoutes);
  },
});
