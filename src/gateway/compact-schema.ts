// The schema as the page carries it: codegen's introspection (generated/introspection.ts) is a
// tree of `{ kind, name, ofType }` objects, the biggest part of every page's gateway, and it
// grows with each tool. The build writes it compactly instead (scripts/compact-introspection.ts)
// — each type one row, each field `name:Type!` in SDL's notation — and the page expands it at
// start into the same introspection graphcache and the executor read. What neither reads is
// left out: fields' arguments (the executor does not coerce, graphcache does not check them)
// and enum values.
//
// The fields of a type that only a lazy domain's root fields reach (a classification, an order)
// are not in the first load either: splitSchema moves them to a chunk that comes with the first
// lazy domain (compose.ts). Their names and kinds stay, because graphcache builds its map of
// types once, when the client is made; it reads a type's fields the first time it meets one of
// its objects, which for these types is after their domain has loaded.
import type { IntrospectionQuery } from 'graphql';

type Row = [kind: string, name: string, fields?: string, related?: string];

export interface CompactSchema {
  roots: [query: string, mutation: string | null, subscription: string | null];
  /** Each named type: kind, name, its fields (`name:Type …`), its union members or interfaces (space-separated). */
  types: Row[];
  /** Types whose fields come later (splitSchema): their rows hold none, and an object type among them has no row. */
  deferred?: string[];
}

/** Each lazy gateway domain's root fields, by root type, space-separated (generated/root-fields.ts). */
export type RootFields = Record<string, Partial<Record<'Query' | 'Mutation' | 'Subscription', string>>>;

/** The fields (`name:Type …`) of the deferred types, by type name. */
export type DeferredFields = Record<string, string>;

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
      const row: Row = [type.kind, type.name];
      if (fields || related) row.push(fields);
      if (related) row.push(related);
      return row;
    }),
  };
}

/** A field's named type: `[Plan!]!` → `Plan`. */
const namedType = (type: string) => type.replace(/[[\]!]/g, '');
const fieldsOf = (text = '') => (text ? text.split(' ').map((field) => field.split(':') as [name: string, type: string]) : []);

/**
 * Build time: the types no root field outside `lazyRootFields` reaches, through any field, union
 * member or interface, keep their rows' names and kinds; their fields move out, to be loaded
 * with the first lazy domain. Reaching through the schema rather than through the eager
 * domains' documents is wider than needed, and so safe: nothing an eager field returns can be
 * a deferred type.
 */
export function splitSchema(schema: CompactSchema, lazyRootFields: ReadonlySet<string>): { schema: CompactSchema; deferred: DeferredFields } {
  const rows = new Map(schema.types.map((row) => [row[1], row]));
  const reached = new Set<string>();
  const reach = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    const [, , fields, related = ''] = rows.get(name) ?? [];
    for (const [, type] of fieldsOf(fields)) reach(namedType(type));
    for (const other of related.split(' ').filter(Boolean)) reach(other);
  };
  for (const root of schema.roots) {
    if (!root) continue;
    reached.add(root);
    for (const [field, type] of fieldsOf(rows.get(root)?.[2])) if (!lazyRootFields.has(`${root}.${field}`)) reach(namedType(type));
  }
  const deferred: DeferredFields = {};
  const types = schema.types.flatMap((row): Row[] => {
    const [kind, name, fields, related] = row;
    if (reached.has(name) || !fields) return [row];
    deferred[name] = fields;
    // Every deferred type's name is in `deferred`: a plain object's row would say it again.
    return related ? [[kind, name, '', related]] : kind === 'OBJECT' ? [] : [[kind, name]];
  });
  return { schema: { ...schema, types, deferred: Object.keys(deferred) }, deferred };
}

/**
 * Build time: a root type's fields grouped by the lazy domain that answers them,
 * `eager fields|domain its fields|…`, so the page reads each domain's root fields from the
 * schema (`groupedRootFields`) instead of a second list of the same names, and a new domain
 * costs its name once.
 */
export function groupRootFields(schema: CompactSchema, rootFields: RootFields): CompactSchema {
  const owners = new Map(
    Object.entries(rootFields).flatMap(([domain, roots]) =>
      Object.entries(roots).flatMap(([root, names]) => names.split(' ').map((name) => [`${root}.${name}`, domain] as const)),
    ),
  );
  const types = schema.types.map((row): Row => {
    const [kind, name, fields, related] = row;
    if (!schema.roots.includes(name) || !fields) return row;
    const groups = new Map<string, string[]>([['', []]]);
    for (const field of fields.split(' ')) {
      const domain = owners.get(`${name}.${field.split(':')[0]}`) ?? '';
      groups.set(domain, [...(groups.get(domain) ?? []), field]);
    }
    const grouped = [...groups].map(([domain, list]) => [domain, ...list].join(' ').trim()).join('|');
    return related ? [kind, name, grouped, related] : [kind, name, grouped];
  });
  return { ...schema, types };
}

/**
 * Build time: a lazy domain's root fields (grouped by groupRootFields) keep only the shape of their
 * type, `speeches:!`, `voices:[!]!`: graphcache reads no more of a field than whether it and its
 * list's items may be null, and the executor runs one only once its domain has loaded, with the
 * deferred fields, which bring the named types back (`named`, by root type). Every page then
 * carries a lazy root field's name, not its type's too.
 */
export function shapeLazyRootFields(schema: CompactSchema): { schema: CompactSchema; named: DeferredFields } {
  const named: DeferredFields = {};
  const types = schema.types.map((row): Row => {
    const [kind, name, fields = '', related] = row;
    if (!schema.roots.includes(name) || !fields.includes('|')) return row;
    const [eager = '', ...groups] = fields.split('|');
    const lazy = groups.flatMap((group) => group.split(' ').slice(1));
    if (lazy.length) named[name] = lazy.join(' ');
    const shape = (field: string) => field.replace(/:([^\w]*)\w+([^\w]*)$/, ':$1$2');
    const shaped = [eager, ...groups.map((group) => group.split(' ').map((part, index) => (index ? shape(part) : part)).join(' '))].join('|');
    return related ? [kind, name, shaped, related] : [kind, name, shaped];
  });
  return { schema: { ...schema, types }, named };
}

/** Reads root rows grouped by groupRootFields back: the fields, and each domain's root fields into `rootFields`. */
function ungroup(root: string, fields: string, rootFields: RootFields): string {
  const [eager = '', ...groups] = fields.split('|');
  for (const group of groups) {
    const [domain = '', ...list] = group.split(' ');
    (rootFields[domain] ??= {})[root as keyof RootFields[string]] = list.map((field) => field.split(':')[0]).join(' ');
  }
  return [eager, ...groups.map((group) => group.slice(group.indexOf(' ') + 1))].filter(Boolean).join(' ');
}

const rootFieldsIn = new WeakMap<object, RootFields>();

/** The lazy domains' root fields an expanded schema was built with (groupRootFields); empty when none. */
export const groupedRootFields = (introspection: IntrospectionQuery): RootFields => rootFieldsIn.get(introspection) ?? {};

interface Deferred {
  /** The deferred types; a root type's lazy fields get their named types from `fields` too (shapeLazyRootFields). */
  names: ReadonlySet<string>;
  /** Loads the deferred types' fields (once; again after a failure). */
  load: () => Promise<void>;
  /** A deferred type's fields, once loaded. */
  fields: (name: string) => { name: string; type: TypeRef }[];
}

const deferredOf = new WeakMap<object, Deferred>();

/** The types of an expanded schema whose fields come later, and how to load them; undefined when there are none (development, tests). */
export const deferredTypes = (introspection: IntrospectionQuery): Deferred | undefined => deferredOf.get(introspection);

/**
 * An array that is made the first time anything of it is read. graphcache maps a type's fields
 * when the client is made and reads the result the first time it meets an object of the type.
 */
function later<T>(make: () => T[]): T[] {
  let items: T[] | undefined;
  return new Proxy([] as T[], { get: (_, key) => Reflect.get((items ??= make()), key) });
}

/** In the page: the introspection graphcache and the executor read; `loadDeferred` brings the fields splitSchema moved out. */
export function expandSchema({ roots, types: rows, deferred = [] }: CompactSchema, loadDeferred?: () => Promise<DeferredFields>): IntrospectionQuery {
  const [query, mutation, subscription] = roots;
  const listed = new Set(rows.map(([, name]) => name));
  const types = [...rows, ...deferred.filter((name) => !listed.has(name)).map((name): Row => ['OBJECT', name])];
  const rootFields: RootFields = {};
  const kinds = new Map(types.map(([kind, name]) => [name, kind]));
  const named = (name: string): TypeRef => ({ kind: kinds.get(name) ?? 'SCALAR', name, ofType: null });
  const parse = (text: string): TypeRef => {
    if (text.endsWith('!')) return { kind: 'NON_NULL', ofType: parse(text.slice(0, -1)) };
    if (text.startsWith('[')) return { kind: 'LIST', ofType: parse(text.slice(1, -1)) };
    return named(text);
  };
  const fieldList = (text: string) => fieldsOf(text).map(([name, type]) => ({ name, type: parse(type), args: [] }));
  let loaded: DeferredFields | undefined;
  let loading: Promise<void> | undefined;
  const names = new Set(deferred);
  const deferredFields = (name: string) => {
    if (!loaded) throw new Error(`The fields of ${name} are read before they were loaded`);
    return fieldList(loaded[name]!);
  };
  // graphcache calls `fields.map` when the client is made; the executor asks once they are loaded (compose.ts).
  const fieldsLater = (name: string) => ({ map: <T>(to: (field: ReturnType<typeof fieldList>[number]) => T) => later(() => deferredFields(name).map(to)) });
  const root = (name: string | null) => (name ? { name, kind: 'OBJECT' } : null);
  const introspection = {
    __schema: {
      queryType: root(query),
      mutationType: root(mutation),
      subscriptionType: root(subscription),
      types: types.map(([kind, name, fields = '', related = '']) => {
        const list = related ? related.split(' ') : [];
        const type: Record<string, unknown> = { kind, name };
        if (kind === 'OBJECT' || kind === 'INTERFACE') {
          type.fields = names.has(name) ? fieldsLater(name) : fieldList(roots.includes(name) ? ungroup(name, fields, rootFields) : fields);
          type.interfaces = kind === 'OBJECT' ? list.map((face) => ({ kind: 'INTERFACE', name: face })) : [];
        }
        if (kind === 'UNION' || kind === 'INTERFACE') type.possibleTypes = list.map((member) => ({ kind: 'OBJECT', name: member }));
        return type;
      }),
      directives: [],
    },
  } as unknown as IntrospectionQuery;
  rootFieldsIn.set(introspection, rootFields);
  if (names.size && loadDeferred) {
    const load = () =>
      (loading ??= loadDeferred().then(
        (fields) => void (loaded = fields),
        (error: unknown) => {
          loading = undefined; // a chunk that failed to download is asked again next time
          throw error;
        },
      ));
    deferredOf.set(introspection, { names, load, fields: deferredFields });
  }
  return introspection;
}
