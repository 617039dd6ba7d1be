// The Composer tool's resolvers and cache config, loaded with its first operation (index.ts).
// Its types without an id need no cache key: they are stored inside their parent (compose.ts).
import type { GatewayDomain } from '../domain';
import { composerResolvers } from './resolvers';

export const composerDomain: GatewayDomain = { name: 'composer', resolvers: [composerResolvers], cache: {} };
