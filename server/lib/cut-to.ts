// What a route's response schema does to a row, for the answers no response schema serialises:
// the event streams (a chat reply's `message`, a document's `document`). The contract's schema
// cuts the value to its fields, so a streamed object and a route's answer are the same shape
// from one definition, and a column the contract does not list (a key, a hash) never leaves.
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * A function that copies a value and keeps only what `schema` lists (nested objects too). The
 * value must have every field the schema asks for (tsc holds that); what else it has is cut.
 */
export function cutTo<S extends TSchema>(schema: S): (value: Static<S>) => Static<S> {
  return (value) => Value.Clean(schema, Value.Clone(value)) as Static<S>;
}
