// The feedback widget's report (`POST /account/feedback`, server/feedback): its body and the
// screenshot's limit. Its answer is the account's `Submitted`, shared with the claim form.
import { Type } from 'typebox';
import { feedbackMessageMaxLength } from './account-limits';

/** `POST /account/feedback`: JSON, or multipart with the screenshot (png, jpeg, webp or gif, at most 5 MB). */
export const FeedbackBody = Type.Object({
  name: Type.Optional(Type.String({ title: 'Your name', maxLength: 200 })),
  email: Type.Optional(Type.String({ title: 'Account email', maxLength: 254 })),
  message: Type.String({ title: 'Your message', maxLength: feedbackMessageMaxLength }),
  /** The file, in a multipart body only. */
  screenshot: Type.Optional(Type.Unknown({ title: 'Screenshot' })),
});
export { feedbackScreenshotMaxBytes } from './limits';
