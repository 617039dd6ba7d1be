import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, GraphQLObjectType, GraphQLUnionType, introspectionFromSchema, isIntrospectionType } from 'graphql';
import { describe, expect, test } from 'vitest';
import { parse } from '@0no-co/graphql.web';
import { composeGateway, rootFieldsOf } from '../../src/gateway/compose';
import { composeCache, composeResolvers, embedded, isLazy, type GatewayDomain, type LazyGatewayDomain } from '../../src/gateway/domain';
import { domains as listed } from '../../src/gateway/domains';
import { rootFields } from '../../src/gateway/generated/root-fields';
import { eagerDomains, lazyDomainsByName } from '../../src/gateway/schema';
import type { Resolvers } from '../../src/gateway/generated/resolvers';

// The gateway is composed from one list of domains (src/gateway/domains.ts): each brings its
// resolvers and graphcache config, and nothing is configured twice or for a type that is gone.
// A domain's root fields codegen reads from its schema file (src/gateway/generated/root-fields.ts):
// a domain is named as its folder and its schema file.

const schema = buildSchema(readFileSync(new URL('../../src/gateway/generated/schema.graphql', import.meta.url), 'utf8'));
const roots = new Set(['Query', 'Mutation', 'Subscription']);
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !isIntrospectionType(type) && !roots.has(type.name),
);
// Every domain as the page has it once all are loaded: a lazy one's parts come with `load`.
const domains: GatewayDomain[] = await Promise.all(listed.map((domain) => (isLazy(domain) ? domain.load() : domain)));
// The cache as the page has it then: each domain's config, and every type without an id embedded.
const { cache } = composeGateway(introspectionFromSchema(schema), domains);

test('every object type is keyed: by its id, by a key of one domain, or embedded (no id, or on purpose)', () => {
  const unkeyed = objectTypes.filter((type) => !type.getFields().id && !cache.keys[type.name]).map((type) => type.name);
  expect(unkeyed).toEqual([]);
});

test('cache keys, resolvers and updates name types and fields the schema has', () => {
  const types = schema.getTypeMap();
  expect(Object.keys(cache.keys).filter((name) => !(types[name] instanceof GraphQLObjectType))).toEqual([]);
  for (const config of [cache.resolvers, cache.updates]) {
    for (const [typeName, fields] of Object.entries(config)) {
      const type = types[typeName];
      expect(type, typeName).toBeInstanceOf(GraphQLObjectType);
      const missing = Object.keys(fields ?? {}).filter((field) => !(type as GraphQLObjectType).getFields()[field]);
      expect(missing, typeName).toEqual([]);
    }
  }
});

test('every root field is answered by exactly one domain; every union and interface resolves its type', () => {
  const answered = new Set<string>();
  for (const map of composeResolvers(domains)) {
    for (const [typeName, fields] of Object.entries(map)) for (const field of Object.keys(fields as object)) answered.add(`${typeName}.${field}`);
  }
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    const unanswered = Object.keys(root!.getFields()).filter((field) => !answered.has(`${root!.name}.${field}`));
    expect(unanswered, root!.name).toEqual([]);
  }
  const unions = Object.values(schema.getTypeMap()).filter((type) => type instanceof GraphQLUnionType);
  expect(unions.filter((union) => !answered.has(`${union.name}.__resolveType`)).map((union) => union.name)).toEqual([]);
});

test('each domain is named as its folder and its schema file, and every schema file is a domain', () => {
  const files = readdirSync(new URL('../../schema/', import.meta.url)).map((file) => file.replace(/\.graphql$/, ''));
  expect(listed.map((domain) => domain.name).sort()).toEqual(files.sort());
});

test('a lazy domain answers exactly the root fields its schema file declares', async () => {
  for (const domain of listed.filter(isLazy)) {
    const loaded = await domain.load();
    expect(loaded.name).toBe(domain.name);
    const answered = loaded.resolvers.flatMap((map) =>
      Object.entries(map)
        .filter(([typeName]) => roots.has(typeName))
        .flatMap(([typeName, fields]) => Object.keys(fields as object).map((field) => `${typeName}.${field}`)),
    );
    expect(rootFieldsOf(domain.name).sort(), domain.name).toEqual(answered.sort());
  }
});

test('every page composes the domains that are not lazy, and knows each lazy one by name, from its root fields', () => {
  expect(eagerDomains).toEqual(listed.filter((domain) => !isLazy(domain)));
  expect(Object.keys(rootFields).sort()).toEqual(listed.filter(isLazy).map((domain) => domain.name).sort());
});

test('a lazy domain known by name loads through the list, fetched once (again after a failed download)', async () => {
  const things: GatewayDomain = { name: 'things', resolvers: [], cache: {} };
  let fetches = 0;
  const list = async () => {
    if (fetches++ === 1) throw new Error('chunk failed');
    return { domains: [{ name: 'things', load: async () => things }] };
  };
  const [byName] = lazyDomainsByName(['things'], list);
  expect(await byName!.load()).toBe(things);
  expect(fetches).toBe(1);
  const [second] = lazyDomainsByName(['things'], list); // its first fetch fails
  await Promise.resolve();
  await expect(second!.load()).resolves.toBe(things);
  expect(fetches).toBe(3);
  await expect(lazyDomainsByName(['other'], list)[0]!.load()).rejects.toThrow('No lazy gateway domain other');
});

describe('a lazy domain', () => {
  // A schema of its own: these resolvers are not the product's types.
  const maps = (map: object) => [map] as unknown as Resolvers[];
  const introspection = introspectionFromSchema(buildSchema('type Query { me: String, thing(id: ID!): Thing } type Thing { id: ID!, name: String } type Mutation { rename(id: ID!): Thing }'));
  const derived = { things: { Query: 'thing', Mutation: 'rename' } };
  const lazy = (loads: string[]): LazyGatewayDomain => ({
    name: 'things',
    load: async () => {
      loads.push('things');
      return { name: 'things', resolvers: maps({ Query: { thing: () => ({ id: '1', name: 'one' }) } }), cache: { updates: { Mutation: { rename: () => {} } } } };
    },
  });

  test('loads once, with the first operation on one of its root fields, and then answers it and updates the cache', async () => {
    const loads: string[] = [];
    const gateway = composeGateway(introspection, [{ name: 'account', resolvers: maps({ Query: { me: () => 'me' } }), cache: {} }, lazy(loads)], derived);
    expect(gateway.prepare(parse('{ me }'))).toBeUndefined();
    expect(loads).toEqual([]);
    expect(gateway.cache.updates.Mutation?.rename).toBeUndefined();
    await Promise.all([gateway.prepare(parse('query Q { me ...F } fragment F on Query { thing(id: "1") { name } }')), gateway.prepare(parse('{ thing(id: "2") { id } }'))]);
    expect(loads).toEqual(['things']);
    expect(gateway.schema.types.get('Query')!.fields.get('thing')!.resolve).toBeTypeOf('function');
    expect(gateway.cache.updates.Mutation?.rename).toBeTypeOf('function');
    expect(gateway.prepare(parse('mutation { rename(id: "1") { id } }'))).toBeUndefined();
  });

  test('a type without an id is stored inside its parent, unless a domain keys it', () => {
    const withoutIds = introspectionFromSchema(buildSchema('type Query { a: A, b: B } type A { name: String } type B { code: String }'));
    const byCode = (data: Record<string, unknown>) => String(data.code);
    const gateway = composeGateway(withoutIds, [{ name: 'b', resolvers: [], cache: { keys: { B: byCode } } }], {});
    expect(gateway.cache.keys.A).toBe(embedded);
    expect(gateway.cache.keys.B).toBe(byCode);
    expect(gateway.cache.keys.Query).toBeUndefined();
  });

  test('a load that failed is tried again by the next operation', async () => {
    let attempts = 0;
    const flaky: LazyGatewayDomain = { ...lazy([]), load: async () => (attempts++ === 0 ? Promise.reject(new Error('chunk failed')) : lazy([]).load()) };
    const gateway = composeGateway(introspection, [flaky], derived);
    await expect(gateway.prepare(parse('{ thing(id: "1") { id } }'))).rejects.toThrow('chunk failed');
    await gateway.prepare(parse('{ thing(id: "1") { id } }'));
    expect(attempts).toBe(2);
  });
});

describe('composing refuses a clash', () => {
  const domain = (name: string, parts: Partial<GatewayDomain>): GatewayDomain => ({ name, resolvers: [], cache: {}, ...parts });

  test('two domains keying the same type', () => {
    expect(() => composeCache([domain('a', { cache: { keys: { Thing: embedded } } }), domain('b', { cache: { keys: { Thing: embedded } } })])).toThrow(
      'Gateway domains a and b both configure keys.Thing',
    );
  });

  test('two domains updating after the same mutation, or resolving the same cached field', () => {
    const update = () => {};
    expect(() =>
      composeCache([domain('a', { cache: { updates: { Mutation: { go: update } } } }), domain('b', { cache: { updates: { Mutation: { go: update } } } })]),
    ).toThrow('both configure updates.Mutation.go');
    expect(() =>
      composeCache([domain('a', { cache: { resolvers: { Query: { x: () => null } } } }), domain('b', { cache: { resolvers: { Query: { x: () => null } } } })]),
    ).toThrow('both configure resolvers.Query.x');
  });

  test('two domains answering the same field; different fields of one type merge', () => {
    expect(() => composeResolvers([domain('a', { resolvers: [{ Query: { me: () => null } }] }), domain('b', { resolvers: [{ Query: { me: () => null } }] })])).toThrow(
      'Gateway domains a and b both resolve Query.me',
    );
    const merged = composeCache([
      domain('a', { cache: { updates: { Mutation: { one: () => {} } } } }),
      domain('b', { cache: { updates: { Mutation: { two: () => {} } } } }),
    ]);
    expect(Object.keys(merged.updates.Mutation!)).toEqual(['one', 'two']);
  });
});
