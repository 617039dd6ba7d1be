// What a gateway domain (a tool, or a part of the product such as the account) hands the
// client: the resolver maps that answer its part of the schema from REST, and its graphcache
// config. The schema (schema.ts) and the urql client (client.ts) compose every domain of the
// one list in domains.ts, so adding a tool to the browser is a folder and one line there.
//
// Composition refuses two domains answering the same field or configuring the same cache
// key, resolver or update: graphcache and executableSchema would otherwise keep one silently.
import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import type { Resolvers } from './generated/resolvers';

export interface GatewayCache {
  keys?: CacheExchangeOpts['keys'];
  resolvers?: CacheExchangeOpts['resolvers'];
  updates?: CacheExchangeOpts['updates'];
}

export interface GatewayDomain {
  /** How a clash names it. */
  name: string;
  /** Resolver maps set on the schema's fields (executable-schema.ts). */
  resolvers: Resolvers[];
  cache: GatewayCache;
}

/** A type with no identity of its own: graphcache stores it inside its parent. */
export const embedded = () => null;

/** Every domain's resolver maps, after checking that no field is answered twice. */
export function composeResolvers(domains: readonly GatewayDomain[]): Resolvers[] {
  const owners = new Map<string, string>();
  for (const domain of domains) {
    for (const map of domain.resolvers) {
      for (const [typeName, fields] of Object.entries(map)) {
        for (const name of Object.keys(fields as object)) claim(owners, `${typeName}.${name}`, domain.name, 'resolve');
      }
    }
  }
  return domains.flatMap((domain) => domain.resolvers);
}

/** One graphcache config: keys by type name, resolvers and updates by type and field, each from one domain. */
export function composeCache(domains: readonly GatewayDomain[]): Required<GatewayCache> {
  const keys: NonNullable<GatewayCache['keys']> = {};
  const resolvers: FieldConfig = {};
  const updates: FieldConfig = {};
  const owners = new Map<string, string>();
  for (const { name, cache } of domains) {
    for (const [typeName, key] of Object.entries(cache.keys ?? {})) {
      claim(owners, `keys.${typeName}`, name, 'configure');
      keys[typeName] = key;
    }
    mergeFields(resolvers, cache.resolvers ?? {}, 'resolvers', name, owners);
    mergeFields(updates, cache.updates ?? {}, 'updates', name, owners);
  }
  return { keys, resolvers: resolvers as NonNullable<GatewayCache['resolvers']>, updates: updates as NonNullable<GatewayCache['updates']> };
}

/** Graphcache's resolvers and updates: functions by type name, then field name. */
type FieldConfig = Record<string, Record<string, unknown>>;

function mergeFields(into: FieldConfig, from: object, kind: string, domain: string, owners: Map<string, string>) {
  for (const [typeName, fields] of Object.entries(from as Partial<FieldConfig>)) {
    const merged = (into[typeName] ??= {});
    for (const [field, value] of Object.entries(fields ?? {})) {
      claim(owners, `${kind}.${typeName}.${field}`, domain, 'configure');
      merged[field] = value;
    }
  }
}

function claim(owners: Map<string, string>, what: string, domain: string, verb: string) {
  const owner = owners.get(what);
  if (owner) throw new Error(`Gateway domains ${owner} and ${domain} both ${verb} ${what}`);
  owners.set(what, domain);
}
