import { fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { PromptsQuery } from '../../gateway/catalogue/operations';
import type { QuickPrompt } from './quickPromptMachine';

/** The effects of quickPromptMachine, wired to the gateway's urql client. */
export function quickPromptActors(client: Client) {
  return {
    searchPrompts: fromPromise<QuickPrompt[], { query: string; limit: number }>(async ({ input }) => {
      const result = await client.query(PromptsQuery, { query: input.query || undefined, limit: input.limit }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.prompts ?? [];
    }),
  };
}
