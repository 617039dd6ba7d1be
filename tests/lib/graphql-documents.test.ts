// The build's graphql() replacement (scripts/graphql-documents.ts): every document of every
// domain's operations.ts becomes the generated constant of the same name, so the bundle needs
// no runtime map of all documents. A document it could not replace fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import * as generated from '../../src/gateway/generated/graphql';
import { graphqlDocuments } from '../../scripts/graphql-documents';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = graphqlDocuments().transform as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };
const gateway = resolve('src/gateway');
const domains = readdirSync(gateway, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'generated');

test('every operations.ts is rewritten to generated documents that exist', () => {
  expect(domains.length).toBeGreaterThanOrEqual(4);
  for (const domain of domains) {
    const id = join(gateway, domain.name, 'operations.ts');
    const source = readFileSync(id, 'utf8');
    const out = transform.call(context, source, id)!.code;
    expect(out).not.toMatch(/\bgraphql\(/);
    expect(out).toContain("import * as documents from '../generated/graphql';");
    const names = [...out.matchAll(/documents\.(\w+)/g)].map((match) => match[1]!);
    expect(names.length).toBe((source.match(/graphql\(`/g) ?? []).length);
    for (const name of names) expect(generated, `${domain.name}: ${name}`).toHaveProperty(name);
  }
});

test('a document built from pieces is refused rather than shipped half-replaced', () => {
  const id = join(gateway, 'chat', 'operations.ts');
  const code = "import { graphql } from '../generated';\nconst name = 'x';\nexport const Odd = graphql(name);\n";
  expect(() => transform.call(context, code, id)).toThrow(/cannot replace/);
});

test('other files are left alone', () => {
  expect(transform.call(context, "import { graphql } from '../generated';", join(gateway, 'client.ts'))).toBeNull();
});
