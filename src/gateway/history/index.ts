// The conversation history (domains.ts lists it): its pages and search, older pages of a
// conversation's messages, renaming and deleting. Lazy: a shared conversation's page, read by
// a visitor, loads none of it.
import type { LazyGatewayDomain } from '../domain';

export const historyGateway: LazyGatewayDomain = {
  name: 'history',
  load: async () => (await import('./domain')).historyDomain,
};
