// What a gateway domain (a tool, or a part of the product such as the account) hands the
// client: the resolver maps that answer its part of the schema from REST, and its graphcache
// config. The schema (schema.ts) and the urql client (client.ts) compose every domain of the
// one list in domains.ts, so adding a tool to the browser is a folder and one line there. What
// its schema file says is not listed again here: its root fields come from codegen
// (generated/root-fields.ts), and its types without an id are stored inside their parent
// unless it keys them (compose.ts).
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
  /** Its folder's and its schema file's name (`schema/<name>.graphql`); a clash names it too. */
  name: string;
  /** Resolver maps set on the schema's fields (executable-schema.ts). */
  resolvers: Resolvers[];
  cache: GatewayCache;
}

/**
 * A domain loaded with the first operation on one of its root fields (compose.ts): a tool's
 * resolvers and cache config are then not part of every page's first load. The root fields are
 * those its schema file declares (generated/root-fields.ts); the rest comes with `load`. A test
 * holds them to what it answers.
 */
export interface LazyGatewayDomain {
  name: string;
  load: () => Promise<GatewayDomain>;
}

export type AnyGatewayDomain = GatewayDomain | LazyGatewayDomain;

export const isLazy = (domain: AnyGatewayDomain): domain is LazyGatewayDomain => 'load' in domain;

/** A type with no identity of its own: graphcache stores it inside its parent. */
export const embedded = () => null;

/**
 * Domains composed one at a time, a lazy one when it loads: one graphcache config (keys by type
 * name, resolvers and updates by type and field), each part from one domain. The objects are
 * the ones graphcache was given, so what a later domain adds reaches it. A type with no id is
 * embedded (`embed`, compose.ts); a domain's own `keys` are the exceptions (a type keyed by
 * another field, or embedded although it has an id), and win.
 */
export class Composition {
  readonly cache: Required<GatewayCache> = { keys: {}, resolvers: {}, updates: {} };
  private readonly owners = new Map<string, string>();

  /** Stores the type inside its parent, unless a domain keys it (not claimed: a domain's key wins). */
  embed(typeName: string) {
    (this.cache.keys as Record<string, unknown>)[typeName] ??= embedded;
  }

  /** Claims the domain's fields and cache config, merges its config in, and returns its resolver maps. */
  add({ name, resolvers, cache }: GatewayDomain): Resolvers[] {
    for (const map of resolvers) {
      for (const [typeName, fields] of Object.entries(map)) {
        for (const field of Object.keys(fields as object)) claim(this.owners, `${typeName}.${field}`, name, 'resolve');
      }
    }
    const keys = this.cache.keys as Record<string, unknown>;
    for (const [typeName, key] of Object.entries(cache.keys ?? {})) {
      claim(this.owners, `keys.${typeName}`, name, 'configure');
      keys[typeName] = key;
    }
    mergeFields(this.cache.resolvers as FieldConfig, cache.resolvers ?? {}, 'resolvers', name, this.owners);
    mergeFields(this.cache.updates as FieldConfig, cache.updates ?? {}, 'updates', name, this.owners);
    return resolvers;
  }
}

/** Every domain's resolver maps, after checking that no field is answered twice. */
export function composeResolvers(domains: readonly GatewayDomain[]): Resolvers[] {
  const composition = new Composition();
  return domains.flatMap((domain) => composition.add({ ...domain, cache: {} }));
}

/** One graphcache config from every domain, refusing a part configured twice. */
export function composeCache(domains: readonly GatewayDomain[]): Required<GatewayCache> {
  const composition = new Composition();
  for (const domain of domains) composition.add({ ...domain, resolvers: [] });
  return composition.cache;
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
