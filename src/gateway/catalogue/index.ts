// The catalogue's part of the gateway: models, assistants (and the temporary chat of the chat
// options), prompt help, categories (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { assistantResolvers } from './assistant-resolvers';
import { catalogueCache } from './cache';
import { categoryResolvers } from './category-resolvers';
import { promptResolvers } from './prompt-resolvers';
import { catalogueResolvers } from './resolvers';

export const catalogueGateway: GatewayDomain = {
  name: 'catalogue',
  resolvers: [catalogueResolvers, assistantResolvers, promptResolvers, categoryResolvers],
  cache: catalogueCache,
};
