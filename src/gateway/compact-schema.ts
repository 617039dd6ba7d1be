// The schema as the page carries it: codegen's introspection (generated/introspection.ts) is a
// tree of `{ kind, name, ofType }` objects, the biggest part of every page's gateway, and it
// grows with each tool. The build writes it compactly instead (scripts/compact-introspection.ts)
// — each type one row, each field `name:Type!` in SDL's notation — and the page expands it at
// start into the same introspection graphcache and the executor read. What neither reads is
// left out: fields' arguments (the executor does not coerce, graphcache does not check them)
// and enum values.
import type { IntrospectionQuery } from 'graphql';

export interface CompactSchema {
  roots: [query: string, mutation: string | null, subscription: string | null];
  /** Each named type: kind, name, its fields (`name:Type …`), its union members or interfaces (space-separated). */
  types: [kind: string, name: string, fields?: string, related?: string][];
}

interface TypeRef {
  kind: string;
  name?: string;
  ofType?: TypeRef | null;
}

/** Build time: the introspection as rows. */
export function compactSchema({ __schema: schema }: IntrospectionQuery): CompactSchema {
  const ref = (type: TypeRef): string =>
    type.kind === 'NON_NULL' ? `${ref(type.ofType!)}!` : type.kind === 'LIST' ? `[${ref(type.ofType!)}]` : type.name!;
  return {
    roots: [schema.queryType.name, schema.mutationType?.name ?? null, schema.subscriptionType?.name ?? null],
    types: schema.types.map((type) => {
      const fields = 'fields' in type && type.fields ? type.fields.map((field) => `${field.name}:${ref(field.type as TypeRef)}`).join(' ') : '';
      const related =
        'possibleTypes' in type && type.possibleTypes?.length
          ? type.possibleTypes.map((member) => member.name).join(' ')
          : 'interfaces' in type && type.interfaces?.length
            ? type.interfaces.map((face) => face.name).join(' ')
            : '';
      const row: CompactSchema['types'][number] = [type.kind, type.name];
      if (fields || related) row.push(fields);
      if (related) row.push(related);
      return row;
    }),
  };
}

/** In the page: the introspection graphcache and the executor read. */
export function expandSchema({ roots: [query, mutation, subscription], types }: CompactSchema): IntrospectionQuery {
  const kinds = new Map(types.map(([kind, name]) => [name, kind]));
  const named = (name: string): TypeRef => ({ kind: kinds.get(name) ?? 'SCALAR', name, ofType: null });
  const parse = (text: string): TypeRef => {
    if (text.endsWith('!')) return { kind: 'NON_NULL', ofType: parse(text.slice(0, -1)) };
    if (text.startsWith('[')) return { kind: 'LIST', ofType: parse(text.slice(1, -1)) };
    return named(text);
  };
  const root = (name: string | null) => (name ? { name, kind: 'OBJECT' } : null);
  return {
    __schema: {
      queryType: root(query),
      mutationType: root(mutation),
      subscriptionType: root(subscription),
      types: types.map(([kind, name, fields = '', related = '']) => {
        const list = related ? related.split(' ') : [];
        const type: Record<string, unknown> = { kind, name };
        if (kind === 'OBJECT' || kind === 'INTERFACE') {
          type.fields = fields
            ? fields.split(' ').map((field) => {
                const colon = field.indexOf(':');
                return { name: field.slice(0, colon), type: parse(field.slice(colon + 1)), args: [] };
              })
            : [];
          type.interfaces = kind === 'OBJECT' ? list.map((face) => ({ kind: 'INTERFACE', name: face })) : [];
        }
        if (kind === 'UNION' || kind === 'INTERFACE') type.possibleTypes = list.map((member) => ({ kind: 'OBJECT', name: member }));
        return type;
      }),
      directives: [],
    },
  } as unknown as IntrospectionQuery;
}
