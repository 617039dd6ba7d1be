import type { Rest } from './rest';

/** What every resolver gets: the REST client (fetch, JWT, SSE). */
export interface GatewayContext {
  rest: Rest;
}
