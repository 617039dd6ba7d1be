// The library's part of the gateway: one conversation, sharing, attached files (domains.ts
// lists it). The history's pages, search, rename and delete are the history domain's.
import type { GatewayDomain } from '../domain';
import { attachmentResolvers } from './attachment-resolvers';
import { libraryCache } from './cache';
import { libraryResolvers } from './resolvers';
import { sharingResolvers } from './sharing-resolvers';

export const libraryGateway: GatewayDomain = {
  name: 'library',
  resolvers: [libraryResolvers, sharingResolvers, attachmentResolvers],
  cache: libraryCache,
};
