import type { Rest } from './rest';

/** What every resolver gets: the REST client (fetch, JWT, SSE), and for live streams their Stop signal and end. */
export interface GatewayContext {
  rest: Rest;
  /**
   * Live streams (live-stream.ts; chat's sendMessage and resumeReply) are given one in the
   * operation's context: it is aborted when the user presses Stop. Unsubscribing without it
   * only detaches, so a reply keeps generating when its screen unmounts and is re-attached
   * when it opens again.
   */
  stop?: AbortSignal;
  /** Called by a live stream as it hands over its last event: the operation's urql source ends with that result. */
  endStream?: () => void;
}
