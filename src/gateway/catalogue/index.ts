// The catalogue's part of the gateway: models, assistants (and the temporary chat of the chat
// options), prompt help, categories (domains.ts lists it). Lazy: a page that shows none of them
// (a shared conversation, the account) does not load its code.
import type { LazyGatewayDomain } from '../domain';

export const catalogueGateway: LazyGatewayDomain = {
  name: 'catalogue',
  load: async () => (await import('./domain')).catalogueDomain,
};
