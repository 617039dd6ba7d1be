// Schemas and rules shared by several resources of the REST contract (docs/rest-api.md). The
// server validates requests and serialises responses with them; the browser's gateway can
// import the same types. Written with TypeBox, which builds plain JSON Schema: the server's
// validator (server/plugins/strict-input.ts) compiles them with ajv like any other schema.
//
// Request schemas keep the exact JSON Schema shape the routes have always had (`type: [x,
// 'null']` rather than `anyOf`), so validation and its error wording do not change.
import { Type, type Static, type TSchema } from 'typebox';
import { listSorts, maxPageSize, pageSize } from './limits';

// Page sizes live in limits.ts (no TypeBox, for the browser); the server reads them here.
export { maxPageSize, pageSize };

/**
 * A string or null, as one `type: ['string', 'null']` (TypeBox would write an anyOf, whose
 * errors read differently).
 */
export function nullableString(options: { maxLength?: number; title?: string } = {}) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
}

/** One of a few strings, as `type: 'string', enum: […]`. */
export function stringEnum<const T extends string>(values: readonly T[], options: { title?: string } = {}) {
  return Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] });
}

/** An id in a path or body. Ids are our 20-character tokens, but older or imported ids may differ, so only the length is bounded. */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

export const IdParams = Type.Object({ id: Id });

/** The list pages' query fields, titled as a refusal names them ("The page size must be at most 100."). */
export const pageLimit = (maximum: number, fallback: number) => Type.Integer({ title: 'The page size', minimum: 1, maximum, default: fallback });
export const StartingAfter = Type.String({ title: 'The item to start after', minLength: 1, maxLength: 64 });
export const SearchQuery = Type.String({ title: 'The search', maxLength: 200 });
export const sortOrder = <const T extends string>(values: readonly T[]) => stringEnum(values, { title: 'The sort order' });

export const PageQuery = Type.Object({
  limit: Type.Optional(pageLimit(maxPageSize, pageSize)),
  starting_after: Type.Optional(StartingAfter),
});

/** A library list's order (limits.ts `listSorts`); a wrong one is a 400 naming it "The sort order". */
export const ListSortQuery = { sort: Type.Optional(sortOrder(listSorts)) };

/** SPEC's listed resource status as a filter: only the items with status 1 (active) or 0 (inactive). */
export const StatusFilterQuery = { status: Type.Optional(Type.Integer({ enum: [0, 1], title: 'The status filter' })) };

/** Any JSON value the contract does not describe further (a model's config, a tool call's payload). */
export const Json = Type.Unknown();

/** `{ object: 'list', data: […] }`, the shape of every list (docs/rest-api.md). */
export function ListOf<T extends TSchema>(item: T) {
  return Type.Object({ object: Type.Literal('list'), data: Type.Array(item) });
}

/** Every refusal: `{ message }` with the status (server/plugins/errors.ts). */
export const ErrorResponse = Type.Object({ message: Type.String() });

/** A timestamp: a Date on the server, its ISO string on the wire. */
export const Timestamp = Type.Unsafe<Date | string>({ type: 'string' });

export type IdParams = Static<typeof IdParams>;

/**
 * A response as the browser receives it: the schema's type with every timestamp an ISO string
 * (the server's Date is serialised). For `import type` in the gateway, so no TypeBox code
 * enters the browser bundle.
 */
export type Wire<S extends TSchema> = Serialised<Static<S>>;

type Serialised<T> = T extends Date ? string : T extends readonly (infer Item)[] ? Serialised<Item>[] : T extends object ? { [K in keyof T]: Serialised<T[K]> } : T;

