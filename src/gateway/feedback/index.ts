// Feedback's part of the gateway (domains.ts lists it). Lazy: its code loads with its first
// operation (compose.ts), so it comes with the feedback widget or the account page.
import type { LazyGatewayDomain } from '../domain';

export const feedbackGateway: LazyGatewayDomain = {
  name: 'feedback',
  load: async () => (await import('./domain')).feedbackDomain,
};
