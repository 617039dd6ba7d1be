// The catalogue's resolvers and cache config, loaded with its first operation (index.ts); the
// screens that list models or assistants import this module themselves, so it comes with them.
import type { GatewayDomain } from '../domain';
import { assistantResolvers } from './assistant-resolvers';
import { catalogueCache } from './cache';
import { categoryResolvers } from './category-resolvers';
import { promptResolvers } from './prompt-resolvers';
import { catalogueResolvers } from './resolvers';

export const catalogueDomain: GatewayDomain = {
  name: 'catalogue',
  resolvers: [catalogueResolvers, assistantResolvers, promptResolvers, categoryResolvers],
  cache: catalogueCache,
};
