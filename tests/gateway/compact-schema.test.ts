import { expect, test } from 'vitest';
import introspection from '../../src/gateway/generated/introspection';
import { compactSchema, expandSchema, groupRootFields, groupedRootFields } from '../../src/gateway/compact-schema';
import { rootFields } from '../../src/gateway/generated/root-fields';

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

test('root fields grouped by lazy domain expand to the same schema, and give each domain its root fields back', () => {
  // Grouping reorders a root type's fields; the schema is the same set of fields per type.
  const byName = (schema: object) =>
    (schema as { __schema: { types: { name: string; fields?: { name: string }[] }[] } }).__schema.types.map((type) => ({
      ...type,
      fields: type.fields && [...type.fields].sort((a, b) => a.name.localeCompare(b.name)),
    }));
  const grouped = expandSchema(groupRootFields(compactSchema(introspection), rootFields));
  expect(byName(grouped)).toEqual(byName(expandSchema(compactSchema(introspection))));
  const sorted = (fields: typeof rootFields) =>
    Object.fromEntries(Object.entries(fields).map(([domain, roots]) => [domain, Object.fromEntries(Object.entries(roots).map(([root, names]) => [root, names.split(' ').sort()]))]));
  expect(sorted(groupedRootFields(grouped))).toEqual(sorted(rootFields));
  expect(groupedRootFields(expandSchema(compactSchema(introspection)))).toEqual({});
});
