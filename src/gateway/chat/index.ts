// The chat's part of the gateway: new conversations, replies streamed and re-attached to,
// branches and feedback (domains.ts lists it). Lazy: a page without the chat (a shared
// conversation, the plans, a tool) does not load its code; the chat screen brings it along.
import type { LazyGatewayDomain } from '../domain';

export const chatGateway: LazyGatewayDomain = {
  name: 'chat',
  load: async () => (await import('./domain')).chatDomain,
};
