import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Feedback about the site: the widget's report and the account page's form send the same mutation.

export const SendAccountFeedbackMutation = graphql(`
  mutation SendAccountFeedback($message: String!, $name: String, $email: String, $screenshot: Upload) {
    sendAccountFeedback(message: $message, name: $name, email: $email, screenshot: $screenshot)
  }
`);
