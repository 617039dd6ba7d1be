// Feedback's resolver (docs/rest-api.md, "Account"): the report goes as multipart, so the
// widget's screenshot travels as a file.
import type { Resolvers } from '../generated/resolvers';

export const feedbackResolvers: Resolvers = {
  Mutation: {
    sendAccountFeedback: async (_, { message, name, email, screenshot }, { rest }) => {
      // Multipart, so the widget's screenshot travels as a file; the page sends words only.
      const form = new FormData();
      if (name?.trim()) form.set('name', name.trim());
      if (email?.trim()) form.set('email', email.trim());
      form.set('message', message);
      if (screenshot) form.set('screenshot', screenshot as Blob, (screenshot as File).name || 'screenshot.png');
      await rest.post('/account/feedback', form);
      return true;
    },
  },
};
