import { fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { PromptsQuery } from '../../gateway/catalogue/operations';
import type { Suggestion } from './promptHelpMachine';

/** The effects of promptHelpMachine, wired to the gateway's urql client. */
export function promptHelpActors(client: Client) {
  return {
    fetchSuggestions: fromPromise<Suggestion[], { query: string; limit: number }>(async ({ input }) => {
      const result = await client.query(PromptsQuery, { query: input.query, limit: input.limit }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.prompts ?? [];
    }),
  };
}
