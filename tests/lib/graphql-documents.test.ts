// The build's graphql() replacement (scripts/graphql-documents.ts): every document of every
// domain's operations.ts is written out in place as the document codegen generated for it, so
// the bundle needs no runtime map of all documents and each chunk carries only the documents of
// the operations it uses. A document it could not replace fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@0no-co/graphql.web';
import { print } from 'graphql';
import { expect, test } from 'vitest';
import * as generated from '../../src/gateway/generated/graphql';
import { graphqlDocuments } from '../../scripts/graphql-documents';

type Transform = (this: typeof context, code: string, id: string) => { code: string } | null;
const plugin = graphqlDocuments();
(plugin.configResolved as (config: { root: string }) => void)({ root: process.cwd() });
(plugin.buildStart as () => void)();
const transform = plugin.transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
  addWatchFile: () => {},
};
const gateway = resolve('src/gateway');
const domains = readdirSync(gateway, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'generated');
const CALL = /graphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)/g;

test('every operations.ts gets the generated documents written in place, as text that parses to the same documents', () => {
  expect(domains.length).toBeGreaterThanOrEqual(4);
  for (const domain of domains) {
    const id = join(gateway, domain.name, 'operations.ts');
    const source = readFileSync(id, 'utf8');
    const out = transform.call(context, source, id)!.code;
    expect(out).not.toMatch(/\bgraphql\(/);
    expect(out).not.toMatch(/import \{ graphql \}/);
    const calls = [...source.matchAll(CALL)];
    // In the order of the calls: each written text parses to the generated document.
    const written = [...out.matchAll(/\bparse\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]!) as string);
    expect(calls.length, domain.name).toBeGreaterThan(0);
    expect(written.length, domain.name).toBe(calls.length);
    calls.forEach(([, kind, name], index) => {
      const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
      const document = (generated as Record<string, Parameters<typeof print>[0]>)[exported];
      expect(document, `${domain.name}: ${exported}`).toBeDefined();
      expect(print(parse(written[index]!)), `${domain.name}: ${exported}`).toBe(print(document!));
    });
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
