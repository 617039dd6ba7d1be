// The local schema as the executor (execute.ts) needs it: each object type's fields with their
// types and resolvers, each union's members. Built from codegen's minified introspection (the
// same data graphcache reads) and every domain's resolver maps, so the browser neither parses
// SDL nor loads graphql-js (~35 KiB gzipped of every first load).
import type { IntrospectionQuery } from 'graphql';

/** A field's type as introspection writes it: NON_NULL and LIST wrap a named type. */
export interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

export type Resolve = (parent: unknown, args: Record<string, unknown>, context: unknown, info: ResolveInfo) => unknown;

/** What a resolver learns about where it runs (a subset of graphql-js's GraphQLResolveInfo). */
export interface ResolveInfo {
  fieldName: string;
  parentType: string;
  path: ReadonlyArray<string | number>;
}

export interface FieldDef {
  type: TypeRef;
  /** The REST (snake_case) name of a camelCase field, read when the parent has no camelCase key. */
  source?: string;
  resolve?: Resolve;
  /** A subscription field's source of events (an async iterable). */
  subscribe?: Resolve;
}

export interface TypeDef {
  kind: string;
  name: string;
  fields: Map<string, FieldDef>;
  /** A union's or interface's object types. */
  possibleTypes: Set<string>;
  /** A union's or interface's choice of object type; `__typename` of the value without one. */
  resolveType?: (value: unknown, context: unknown, info: ResolveInfo) => string | null | undefined;
}

export interface ExecutableSchema {
  types: Map<string, TypeDef>;
  roots: { query?: string; mutation?: string; subscription?: string };
}

type ResolverMap = Record<string, unknown>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Computes the snake name once here, so resolving a field runs no regex. */
function fieldDef(name: string, type: TypeRef): FieldDef {
  const source = snakeCase(name);
  return source === name ? { type } : { type, source };
}

/** `later`: types whose fields are not there yet (compact-schema.ts); addFields adds them when they come. */
export function executableSchema(introspection: IntrospectionQuery, maps: readonly ResolverMap[], later: ReadonlySet<string> = new Set()): ExecutableSchema {
  const { __schema: schema } = introspection;
  const types = new Map<string, TypeDef>();
  for (const type of schema.types) {
    const fields = new Map<string, FieldDef>();
    if (!later.has(type.name)) for (const field of 'fields' in type && type.fields ? type.fields : []) fields.set(field.name, fieldDef(field.name, field.type as TypeRef));
    const possible = 'possibleTypes' in type && type.possibleTypes ? type.possibleTypes.map((member) => member.name) : [];
    types.set(type.name, { kind: type.kind, name: type.name, fields, possibleTypes: new Set(possible) });
  }
  const executable: ExecutableSchema = {
    types,
    roots: { query: schema.queryType?.name, mutation: schema.mutationType?.name ?? undefined, subscription: schema.subscriptionType?.name ?? undefined },
  };
  addResolvers(executable, maps);
  return executable;
}

/** A type's fields that came after the schema was made, or their types: a lazy root field's named type comes later (compact-schema.ts). */
export function addFields({ types }: ExecutableSchema, typeName: string, fields: readonly { name: string; type: TypeRef }[]) {
  const { fields: known } = types.get(typeName)!;
  for (const field of fields) {
    const def = known.get(field.name);
    if (def) def.type = field.type; // its resolver stays
    else known.set(field.name, fieldDef(field.name, field.type));
  }
}

/** Sets resolver maps on the schema's fields: at its making, and when a lazy domain loads (compose.ts). */
export function addResolvers({ types }: ExecutableSchema, maps: readonly ResolverMap[]) {
  for (const map of maps) {
    for (const [typeName, resolvers] of Object.entries(map)) {
      const type = types.get(typeName);
      if (!type) throw new Error(`Resolvers for ${typeName}, which the schema does not define`);
      for (const [name, resolver] of Object.entries(resolvers as Record<string, unknown>)) {
        if (name === '__resolveType' && type.possibleTypes.size) {
          type.resolveType = resolver as TypeDef['resolveType'];
          continue;
        }
        const field = type.fields.get(name);
        if (!field) throw new Error(`Resolver for ${typeName}.${name}, which the schema does not define`);
        // A function resolves the field; an object brings `resolve` and/or `subscribe`.
        Object.assign(field, typeof resolver === 'function' ? { resolve: resolver } : resolver);
      }
    }
  }
}
