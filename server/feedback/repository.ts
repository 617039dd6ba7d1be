// The feedback widget's reports (site_feedback), written here and read by the admin page
// (server/admin/repository.ts).
import type { DB } from '../db/connect';
import { newId } from '../lib/ids';

export function feedbackRepository(db: DB) {
  return {
    /**
     * The report is stored with the sender's name and email as the account has them at this moment:
     * whatever a form says about who wrote it is not taken, so operators answer the real account.
     */
    async add(feedback: { userId: string; workspaceId: string; message: string; screenshot: Buffer | null; screenshotType: string | null }): Promise<string> {
      const id = newId();
      const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', feedback.userId).executeTakeFirstOrThrow();
      await db
        .insertInto('site_feedback')
        .values({
          id,
          user_id: feedback.userId,
          workspace_id: feedback.workspaceId,
          name: [user.first_name, user.last_name].filter(Boolean).join(' ') || null,
          email: user.email,
          message: feedback.message,
          screenshot: feedback.screenshot,
          screenshot_type: feedback.screenshotType,
        })
        .execute();
      return id;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
