// The chat's part of the gateway: new conversations, replies streamed and re-attached to,
// branches and feedback (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { branchResolvers } from './branch-resolvers';
import { chatCache } from './cache';
import { chatResolvers } from './resolvers';
import { resumeResolvers } from './resume-resolvers';

export const chatGateway: GatewayDomain = {
  name: 'chat',
  resolvers: [chatResolvers, resumeResolvers, branchResolvers],
  cache: chatCache,
};
