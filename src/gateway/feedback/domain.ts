// Feedback's resolvers, loaded with its first operation (index.ts). A report changes nothing
// the browser shows, so there is no cache config.
import type { GatewayDomain } from '../domain';
import { feedbackResolvers } from './resolvers';

export const feedbackDomain: GatewayDomain = { name: 'feedback', resolvers: [feedbackResolvers], cache: {} };
