// The feedback widget's reports: what a route may do with them. The repository takes the
// sender's name and email from the account itself.
import type { FeedbackRepository } from './repository';

export function createFeedbackService(reports: FeedbackRepository) {
  return {
    add: reports.add,
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
