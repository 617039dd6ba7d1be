import { fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { SetConversationVisibilityMutation } from '../../gateway/library/operations';
import { errorText } from '../../lib/errors';

/** The effects of audienceMachine: the gateway's urql client, and the clipboard with this link. */
export function audienceActors(client: Client, linkOf: (conversationId: string) => string) {
  return {
    saveVisibility: fromPromise<{ visibility: number }, { conversationId: string; visibility: number }>(async ({ input }) => {
      const result = await client.mutation(SetConversationVisibilityMutation, { id: input.conversationId, visibility: input.visibility }).toPromise();
      if (result.error || !result.data) throw new Error(errorText(result.error));
      return { visibility: result.data.setConversationVisibility.visibility };
    }),
    copyLink: fromPromise<void, { conversationId: string }>(async ({ input }) => {
      await navigator.clipboard.writeText(linkOf(input.conversationId));
    }),
  };
}
