// A Vite plugin: each `graphql(`…`)` call in src/gateway/*/operations.ts becomes the document
// codegen generated for it (`MeDocument`, `UserFieldsFragmentDoc`, … in generated/graphql.ts),
// written out in place as its text (with the fragments it uses, ignored characters stripped),
// parsed when its module loads: the text is a fraction of the AST's bytes, and parsing a
// document takes microseconds. Called at run time, `graphql()` looks its text up in a map of every
// document of every domain (generated/gql.ts), so the first page carried them all; imported
// from generated/graphql.ts, they would all land in the one chunk that module goes to (every
// page's, since the shell uses some). Written into each operations module, each chunk carries
// only the documents of the operations it uses. What codegen's Babel plugin does for the client
// preset, for this project's one file pattern.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { print, stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';

const OPERATIONS = /\/src\/gateway\/[^/]+\/operations\.ts$/;
const CALL = /graphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\)/g;
const IMPORT = /import \{ graphql \} from '\.\.\/generated';/;
// codegen writes each document as one line: `export const MeDocument = {…} as unknown as DocumentNode<…>;`
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Every generated document's JSON by its export name. */
export function generatedDocuments(source: string): Map<string, string> {
  return new Map([...source.matchAll(GENERATED)].map(([, name, json]) => [name!, json!]));
}

/** A generated document's text, as short as GraphQL allows; parsing it gives the same document. */
export function documentText(json: string): string {
  return stripIgnoredCharacters(print(JSON.parse(json) as Parameters<typeof print>[0]));
}

export function graphqlDocuments(): Plugin {
  let generatedFile = '';
  let documents: Map<string, string> | null = null;
  return {
    name: 'atelier:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      generatedFile = join(config.root, 'src/gateway/generated/graphql.ts');
    },
    buildStart() {
      documents = null; // read afresh for each build (npm start may build twice in one process)
    },
    transform(code, id) {
      if (!OPERATIONS.test(id.split('?')[0]!) || !IMPORT.test(code)) return null;
      this.addWatchFile(generatedFile);
      documents ??= generatedDocuments(readFileSync(generatedFile, 'utf8'));
      const replaced = code.replace(CALL, (_, kind: string, name: string) => {
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const json = documents!.get(exported);
        if (!json) this.error(`${id}: no generated document ${exported} (run npm run codegen)`);
        return `parse(${JSON.stringify(documentText(json))})`;
      });
      if (/\bgraphql\(/.test(replaced)) this.error(`${id}: a graphql() call this plugin cannot replace (a document must be one template literal)`);
      return { code: replaced.replace(IMPORT, "import { parse } from '@0no-co/graphql.web';"), map: null };
    },
  };
}
