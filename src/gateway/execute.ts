// A lean GraphQL executor for the gateway's own documents: what graphql-js's `execute` and
// `subscribe` do for them (fields and aliases, fragments on objects and unions, variables,
// @skip/@include, __typename, resolver errors located at their path and null propagation
// through non-null fields, mutations one field after another, subscriptions mapping each
// event through the selection) in a few KiB instead of graphql-js's 35 gzipped.
//
// Not done, on purpose: validation and input coercion. The documents are ours, checked by
// codegen and typed end to end, and the resolvers pass inputs to REST, which validates them
// (the contract's schemas). Leaf values are passed through: the resolvers build them from
// the contract's types, so there is nothing to serialise.
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from '@0no-co/graphql.web';
import type { ExecutableSchema, FieldDef, ResolveInfo, TypeDef, TypeRef } from './executable-schema';

export interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

export interface ExecutionArgs {
  schema: ExecutableSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  context?: unknown;
  rootValue?: unknown;
}

type Path = ReadonlyArray<string | number>;
type Fields = Map<string, FieldNode[]>;
type MaybePromise<T> = T | Promise<T>;

/** One execution: its document's fragments, variables, the errors met, collected selections. */
interface Run {
  schema: ExecutableSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  context: unknown;
  errors: GraphQLError[];
  /** Sub-selections of a field's nodes per object type, collected once for every item of a list. */
  collected: WeakMap<readonly FieldNode[], Map<string, Fields>>;
}

const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> => typeof (value as Promise<T> | null)?.then === 'function';
const then = <T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> => (isPromise(value) ? value.then(next) : next(value));

/** A query or mutation; a subscription's operation runs through `subscribe`. */
export function execute(args: ExecutionArgs): MaybePromise<ExecutionResult> {
  const prepared = prepare(args);
  if (!('run' in prepared)) return prepared;
  const { run, operation, rootType } = prepared;
  const fields = collectFields(run, rootType, operation.selectionSet);
  const serial = operation.operation === 'mutation';
  return finish(run, () => (serial ? executeSerially(run, rootType, args.rootValue, fields) : executeFields(run, rootType, args.rootValue, fields, [])));
}

/** A subscription: its root field's event source, each event executed as the operation's result. */
export async function subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const prepared = prepare(args);
  if (!('run' in prepared)) return prepared;
  const { run, operation, rootType } = prepared;
  const fields = collectFields(run, rootType, operation.selectionSet);
  const [[key, nodes]] = fields;
  const name = nodes[0].name.value;
  const field = rootType.fields.get(name);
  if (!field?.subscribe) return { errors: [new GraphQLError(`The subscription field "${name}" is not defined.`, nodes)] };
  let source: AsyncIterable<unknown>;
  try {
    source = (await field.subscribe(args.rootValue, argumentsOf(run, nodes[0]), run.context, infoOf(rootType, name, [key]))) as AsyncIterable<unknown>;
  } catch (error) {
    return { errors: [located(error, nodes, [key])] };
  }
  const events = source[Symbol.asyncIterator]();
  const eventResult = (payload: unknown) => {
    const eventRun: Run = { ...run, errors: [], collected: new WeakMap() };
    return finish(eventRun, () => executeFields(eventRun, rootType, payload, fields, []));
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      const event = await events.next();
      return event.done ? { done: true, value: undefined } : { done: false, value: await eventResult(event.value) };
    },
    // Called while a `next()` may still be pending: the source decides how fast it lets go.
    return: async () => {
      await events.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error?: unknown) => {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

function prepare(args: ExecutionArgs): { run: Run; operation: OperationDefinitionNode; rootType: TypeDef } | ExecutionResult {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation: OperationDefinitionNode | undefined;
  for (const definition of args.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    else if (definition.kind === Kind.OPERATION_DEFINITION) operation ??= definition;
  }
  if (!operation) return { errors: [new GraphQLError('Must provide an operation.')] };
  const rootName = args.schema.roots[operation.operation];
  const rootType = rootName ? args.schema.types.get(rootName) : undefined;
  if (!rootType) return { errors: [new GraphQLError(`Schema is not configured to execute ${operation.operation} operation.`, operation)] };
  const variables: Record<string, unknown> = { ...args.variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const run: Run = { schema: args.schema, fragments, variables, context: args.context, errors: [], collected: new WeakMap() };
  return { run, operation, rootType };
}

/** The result once every field settled; a non-null root field's failure nulls `data`. */
function finish(run: Run, work: () => MaybePromise<Record<string, unknown>>): MaybePromise<ExecutionResult> {
  const result = (data: Record<string, unknown> | null): ExecutionResult => (run.errors.length ? { data, errors: run.errors } : { data });
  const failed = (error: unknown) => {
    run.errors.push(located(error, undefined, undefined));
    return result(null);
  };
  try {
    const data = work();
    return isPromise(data) ? data.then(result, failed) : result(data);
  } catch (error) {
    return failed(error);
  }
}

function executeFields(run: Run, type: TypeDef, parent: unknown, fields: Fields, path: Path): MaybePromise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  const pending: Promise<void>[] = [];
  for (const [key, nodes] of fields) {
    const value = executeField(run, type, parent, nodes, [...path, key]);
    if (value === skipped) continue;
    data[key] = value; // keeps the selection's order while a promise settles
    if (isPromise(value)) pending.push(value.then((settled) => void (data[key] = settled)));
  }
  return pending.length ? Promise.all(pending).then(() => data) : data;
}

async function executeSerially(run: Run, type: TypeDef, parent: unknown, fields: Fields): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const [key, nodes] of fields) {
    const value = await executeField(run, type, parent, nodes, [key]);
    if (value !== skipped) data[key] = value;
  }
  return data;
}

/** A field the type does not define is left out, as graphql-js does. */
const skipped = Symbol('skipped');

function executeField(run: Run, type: TypeDef, parent: unknown, nodes: FieldNode[], path: Path): MaybePromise<unknown> {
  const name = nodes[0].name.value;
  if (name === '__typename') return type.name;
  const field = type.fields.get(name);
  if (!field) return skipped;
  const info = infoOf(type, name, path);
  const failed = (error: unknown) => fieldError(run, field.type, error, nodes, path);
  try {
    const resolved = resolveField(run, field, parent, nodes[0], info);
    const completed = then(resolved, (value) => complete(run, field.type, nodes, info, path, value));
    return isPromise(completed) ? completed.then(undefined, failed) : completed;
  } catch (error) {
    return failed(error);
  }
}

function resolveField(run: Run, field: FieldDef, parent: unknown, node: FieldNode, info: ResolveInfo): unknown {
  if (field.resolve) return field.resolve(parent, argumentsOf(run, node), run.context, info);
  if (parent == null) return undefined;
  // A REST answer is snake_case: `createdAt` reads `created_at` unless the parent has the
  // camelCase key (`in`, so a camelCase key holding null still wins).
  const source = parent as Record<string, unknown>;
  return info.fieldName in source ? source[info.fieldName] : source[field.source ?? info.fieldName];
}

/** A failed field is null with its error, unless it is non-null: then its parent fails too. */
function fieldError(run: Run, type: TypeRef, error: unknown, nodes: readonly FieldNode[], path: Path): null {
  const located_ = located(error, nodes, path);
  if (type.kind === 'NON_NULL') throw located_;
  run.errors.push(located_);
  return null;
}

function located(error: unknown, nodes: readonly FieldNode[] | undefined, path: Path | undefined): GraphQLError {
  if (error instanceof GraphQLError && error.path) return error;
  const original = error instanceof Error ? error : undefined;
  const message = original?.message ?? String(error);
  return new GraphQLError(message, nodes, undefined, undefined, path ? [...path] : undefined, original);
}

function complete(run: Run, type: TypeRef, nodes: FieldNode[], info: ResolveInfo, path: Path, value: unknown): MaybePromise<unknown> {
  if (value instanceof Error) throw value;
  if (type.kind === 'NON_NULL') {
    return then(complete(run, type.ofType!, nodes, info, path, value), (completed) => {
      if (completed == null) throw new Error(`Cannot return null for non-nullable field ${info.parentType}.${info.fieldName}.`);
      return completed;
    });
  }
  if (value == null) return null;
  if (type.kind === 'LIST') return completeList(run, type.ofType!, nodes, info, path, value);
  const named = run.schema.types.get(type.name!);
  if (!named || named.kind === 'SCALAR' || named.kind === 'ENUM') return value;
  return then(objectTypeOf(run, named, value, info), (objectType) => executeFields(run, objectType, value, subFields(run, objectType, nodes), path));
}

function completeList(run: Run, itemType: TypeRef, nodes: FieldNode[], info: ResolveInfo, path: Path, value: unknown): MaybePromise<unknown[]> {
  if (typeof value !== 'object' || !(Symbol.iterator in (value as object))) throw new Error(`Expected Iterable, but did not find one for field "${info.parentType}.${info.fieldName}".`);
  const items: unknown[] = [];
  const pending: Promise<void>[] = [];
  let index = 0;
  for (const item of value as Iterable<unknown>) {
    const at = index++;
    const itemPath = [...path, at];
    const failed = (error: unknown) => fieldError(run, itemType, error, nodes, itemPath);
    try {
      const completed = then(item, (settled) => complete(run, itemType, nodes, info, itemPath, settled));
      items[at] = completed;
      if (isPromise(completed)) pending.push(completed.then(undefined, failed).then((settled) => void (items[at] = settled)));
    } catch (error) {
      items[at] = failed(error);
    }
  }
  return pending.length ? Promise.all(pending).then(() => items) : items;
}

function objectTypeOf(run: Run, type: TypeDef, value: unknown, info: ResolveInfo): MaybePromise<TypeDef> {
  if (type.kind === 'OBJECT') return type;
  const chosen = type.resolveType ? type.resolveType(value, run.context, info) : (value as { __typename?: string }).__typename;
  return then(chosen, (name) => {
    const objectType = name ? run.schema.types.get(name) : undefined;
    if (!objectType || !type.possibleTypes.has(objectType.name)) {
      throw new Error(`Abstract type "${type.name}" must resolve to an Object type at runtime for field "${info.parentType}.${info.fieldName}". Got: ${String(name)}.`);
    }
    return objectType;
  });
}

function subFields(run: Run, type: TypeDef, nodes: FieldNode[]): Fields {
  let byType = run.collected.get(nodes);
  if (!byType) run.collected.set(nodes, (byType = new Map()));
  let fields = byType.get(type.name);
  if (!fields) {
    fields = new Map();
    const visited = new Set<string>();
    for (const node of nodes) if (node.selectionSet) collectFields(run, type, node.selectionSet, fields, visited);
    byType.set(type.name, fields);
  }
  return fields;
}

function collectFields(run: Run, type: TypeDef, selectionSet: SelectionSetNode, fields: Fields = new Map(), visited = new Set<string>()): Fields {
  for (const selection of selectionSet.selections) {
    if (!included(run, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const same = fields.get(key);
      if (same) same.push(selection);
      else fields.set(key, [selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!selection.typeCondition || applies(run, selection.typeCondition.name.value, type)) collectFields(run, type, selection.selectionSet, fields, visited);
    } else {
      const name = selection.name.value;
      const fragment = run.fragments[name];
      if (visited.has(name) || !fragment) continue;
      visited.add(name);
      if (applies(run, fragment.typeCondition.name.value, type)) collectFields(run, type, fragment.selectionSet, fields, visited);
    }
  }
  return fields;
}

function applies(run: Run, condition: string, type: TypeDef): boolean {
  return condition === type.name || run.schema.types.get(condition)?.possibleTypes.has(type.name) === true;
}

/** @skip(if:) and @include(if:). */
function included(run: Run, selection: SelectionNode): boolean {
  for (const directive of selection.directives ?? []) {
    const condition = directive.arguments?.find((argument) => argument.name.value === 'if');
    const value = condition ? valueFromASTUntyped(condition.value, run.variables) : undefined;
    if (directive.name.value === 'skip' && value === true) return false;
    if (directive.name.value === 'include' && value === false) return false;
  }
  return true;
}

/** A field's arguments; one given as a variable the operation was not given is left out. */
function argumentsOf(run: Run, node: FieldNode): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const argument of node.arguments ?? []) {
    if (argument.value.kind === Kind.VARIABLE && run.variables[argument.value.name.value] === undefined) continue;
    args[argument.name.value] = valueFromASTUntyped(argument.value, run.variables);
  }
  return args;
}

function infoOf(type: TypeDef, fieldName: string, path: Path): ResolveInfo {
  return { fieldName, parentType: type.name, path };
}
