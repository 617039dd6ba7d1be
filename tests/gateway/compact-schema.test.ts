import { expect, test } from 'vitest';
import introspection from '../../src/gateway/generated/introspection';
import { compactSchema, expandSchema, groupRootFields, shapeLazyRootFields, groupedRootFields } from '../../src/gateway/compact-schema';
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

test("a lazy domain's root fields carry only their type's shape, which is all graphcache reads; the deferred fields bring the named types", () => {
  const grouped = groupRootFields(compactSchema(introspection), rootFields);
  const { schema: shaped, named } = shapeLazyRootFields(grouped);
  const queryRow = (schema: typeof shaped) => schema.types.find(([, name]) => name === 'Query')![2]!;
  // The eager fields keep their types; a lazy one keeps its nullability and its list's.
  expect(queryRow(shaped)).toContain('sharedConversation:SharedConversation');
  expect(queryRow(shaped)).toMatch(/\|voiceover [^|]*speech: /);
  expect(queryRow(shaped)).toMatch(/\|voiceover [^|]*speeches:! /);
  expect(queryRow(shaped)).toMatch(/\|catalogue [^|]*models:\[!\]!/);
  expect(queryRow(shaped).length).toBeLessThan(queryRow(grouped).length);
  expect(named.Query).toContain('speeches:SpeechPage!');
  expect(named.Query).toContain('models:[Model!]!');
  // Expanded, every root field is there, each with the same wrappers (NON_NULL, LIST) as before.
  const wrappers = (type: { kind: string; ofType?: unknown }): string => (type.kind === 'NON_NULL' || type.kind === 'LIST' ? `${type.kind}(${wrappers(type.ofType as never)})` : '');
  const rootShapes = (schema: ReturnType<typeof expandSchema>) =>
    Object.fromEntries(
      (schema.__schema.types as unknown as { name: string; fields?: { name: string; type: { kind: string } }[] }[])
        .filter((type) => ['Query', 'Mutation', 'Subscription'].includes(type.name))
        .flatMap((type) => type.fields!.map((field) => [`${type.name}.${field.name}`, wrappers(field.type)])),
    );
  expect(rootShapes(expandSchema(shaped))).toEqual(rootShapes(expandSchema(grouped)));
});
