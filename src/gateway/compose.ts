// The gateway composed from the one list of domains (domains.ts): the executable schema, the
// graphcache config, and `prepare`, which loads the lazy domains an operation needs before it
// runs. What every page needs (the account, one conversation and a shared one: account,
// library) is there from the start; every other domain (the chat, the history, the catalogue,
// signing in, each tool) is lazy and joins with its first operation, so a page carries only the
// resolvers and cache code of what it shows. A lazy domain's operations module imports its code,
// so on the pages that run them it has arrived with the screen and joins at once.
import { Kind, type DocumentNode, type SelectionSetNode } from '@0no-co/graphql.web';
import type { IntrospectionQuery } from 'graphql';
import { Composition, isLazy, type AnyGatewayDomain, type GatewayCache, type LazyGatewayDomain } from './domain';
import { rootFields as schemaRootFields } from './generated/root-fields';
import { deferredTypes } from './compact-schema';
import { addFields, addResolvers, executableSchema, type ExecutableSchema } from './executable-schema';

export interface ComposedGateway {
  schema: ExecutableSchema;
  cache: Required<GatewayCache>;
  /** Loads the lazy domains answering the document's root fields; undefined when none is missing. */
  prepare: (document: DocumentNode) => Promise<void> | undefined;
}

/** A domain's root fields (`Query.classification`, …), as codegen read them from its schema file (generated/root-fields.ts). */
export function rootFieldsOf(name: string, rootFields: typeof schemaRootFields = schemaRootFields): string[] {
  return Object.entries(rootFields[name] ?? {}).flatMap(([root, names]) => names.split(' ').map((field) => `${root}.${field}`));
}

/** `rootFields`: each domain's root fields, by name (generated/root-fields.ts; a test gives its own). */
export function composeGateway(introspection: IntrospectionQuery, domains: readonly AnyGatewayDomain[], rootFields: typeof schemaRootFields = schemaRootFields): ComposedGateway {
  const composition = new Composition();
  // In the build, the fields of the types only lazy domains reach come with the first of them.
  const deferred = deferredTypes(introspection);
  const schema = executableSchema(
    introspection,
    domains.flatMap((domain) => (isLazy(domain) ? [] : composition.add(domain))),
    deferred?.names,
  );
  // A type without an id has no identity of its own: graphcache stores it inside its parent. Read
  // from the schema, so no domain lists them; a deferred type's fields (and so its id) come later.
  const roots = new Set(Object.values(schema.roots));
  const embedIdless = (names: Iterable<string>) => {
    for (const name of names) {
      const type = schema.types.get(name);
      if (type?.kind === 'OBJECT' && !roots.has(name) && !type.fields.has('id')) composition.embed(name);
    }
  };
  embedIdless([...schema.types.keys()].filter((name) => !deferred?.names.has(name)));
  // Each lazy domain's load asks; the fields come once (compact-schema.ts), adding them again changes nothing.
  const addDeferred = () =>
    deferred?.load().then(() => {
      // The root types' lazy fields get their named types (compact-schema.ts shapeLazyRootFields).
      for (const name of [...deferred.names, ...roots]) if (name) addFields(schema, name, deferred.fields(name));
      embedIdless(deferred.names);
    });
  // Not needed for the first paint but soon after on most pages (the chat's models are a lazy
  // domain): asked for at once, beside the page's screen, so a lazy domain's first operation
  // does not wait on it. A failed download is asked again by that operation.
  void addDeferred()?.catch(() => {});
  /** Root fields (`Query.classification`) of the lazy domains not loaded yet. */
  const waiting = new Map<string, LazyGatewayDomain>();
  const fieldsOf = (domain: LazyGatewayDomain) => rootFieldsOf(domain.name, rootFields);
  for (const domain of domains) if (isLazy(domain)) for (const field of fieldsOf(domain)) waiting.set(field, domain);
  const loading = new Map<LazyGatewayDomain, Promise<void>>();

  const load = (domain: LazyGatewayDomain) => {
    let loaded = loading.get(domain);
    if (!loaded) {
      loaded = Promise.all([domain.load(), addDeferred()]).then(
        ([parts]) => {
          addResolvers(schema, composition.add(parts));
          for (const field of fieldsOf(domain)) waiting.delete(field);
        },
        (error: unknown) => {
          loading.delete(domain); // a chunk that failed to download is asked again next time
          throw error;
        },
      );
      loading.set(domain, loaded);
    }
    return loaded;
  };

  const prepare = (document: DocumentNode) => {
    if (!waiting.size) return undefined;
    const needed = new Set<LazyGatewayDomain>();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const root = schema.roots[definition.operation];
      for (const field of rootFieldNames(document, definition.selectionSet)) {
        const domain = waiting.get(`${root}.${field}`);
        if (domain) needed.add(domain);
      }
    }
    return needed.size ? Promise.all([...needed].map(load)).then(() => undefined) : undefined;
  };

  return { schema, cache: composition.cache, prepare };
}

/** The field names an operation selects on its root type, through inline fragments and spreads. */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, names = new Set<string>()): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(document, selection.selectionSet, names);
    else {
      const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFieldNames(document, fragment.selectionSet, names);
    }
  }
  return names;
}
