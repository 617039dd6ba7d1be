// Signing up (user or guest) and logging in (domains.ts lists it). Lazy: a visitor who only
// reads (a shared conversation, the plans) does not load it, nor its captcha solver.
import type { LazyGatewayDomain } from '../domain';

export const signinGateway: LazyGatewayDomain = {
  name: 'signin',
  load: async () => (await import('./domain')).signinDomain,
};
