import { expect, test } from 'vitest';
import introspection from '../../src/gateway/generated/introspection';
import { compactSchema, expandSchema } from '../../src/gateway/compact-schema';

// The build ships the schema as rows (scripts/compact-introspection.ts) and the page expands
// them: graphcache and the executor must get the introspection codegen wrote, less what
// neither reads (arguments, enum values).

test('the expanded schema is codegen’s introspection without arguments and enum values', () => {
  const expected = structuredClone(introspection) as unknown as { __schema: { types: Record<string, unknown>[] } };
  for (const type of expected.__schema.types) {
    delete type.enumValues;
    for (const field of (type.fields as { args: unknown[] }[] | undefined) ?? []) field.args = [];
  }
  expect(expandSchema(compactSchema(introspection))).toEqual(expected);
});

test('the rows are much smaller than the introspection', () => {
  const rows = JSON.stringify(compactSchema(introspection)).length;
  expect(rows).toBeLessThan(JSON.stringify(introspection).length / 4);
});
