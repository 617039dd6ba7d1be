// The chat's resolvers and cache config, loaded with its first operation (index.ts); the chat
// screen imports this module itself, so on the chat's page it comes with the screen's chunk.
import type { GatewayDomain } from '../domain';
import { branchResolvers } from './branch-resolvers';
import { chatCache } from './cache';
import { chatResolvers } from './resolvers';
import { resumeResolvers } from './resume-resolvers';

export const chatDomain: GatewayDomain = {
  name: 'chat',
  resolvers: [chatResolvers, resumeResolvers, branchResolvers],
  cache: chatCache,
};
