import type { Rest } from './rest';

/** What every resolver gets: the REST client (fetch, JWT, SSE), and for chat streams a Stop signal. */
export interface GatewayContext {
  rest: Rest;
  /**
   * Chat streams (sendMessage, resumeReply) are given one in the operation's context: it is
   * aborted when the user presses Stop. Unsubscribing without it only detaches, so a reply
   * keeps generating when its screen unmounts and is re-attached when it opens again.
   */
  stop?: AbortSignal;
}
