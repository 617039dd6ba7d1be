// Signing up and in: resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { signinCache } from './cache';
import { signinResolvers } from './resolvers';

export const signinDomain: GatewayDomain = { name: 'signin', resolvers: [signinResolvers], cache: signinCache };
