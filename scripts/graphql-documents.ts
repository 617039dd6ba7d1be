// A Vite plugin: each `graphql(`…`)` call in src/gateway/*/operations.ts becomes the document
// codegen generated for it (`MeDocument`, `UserFieldsFragmentDoc`, … in generated/graphql.ts).
// Called at run time, `graphql()` looks its text up in a map of every document of every domain
// (generated/gql.ts), so the first page carried them all, keyed by their source text; replaced
// at build time, each chunk carries only the documents it uses. What codegen's Babel plugin
// does for the client preset, for this project's one file pattern.
import type { Plugin } from 'vite';

const OPERATIONS = /\/src\/gateway\/[^/]+\/operations\.ts$/;
const CALL = /graphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\)/g;
const IMPORT = /import \{ graphql \} from '\.\.\/generated';/;

export function graphqlDocuments(): Plugin {
  return {
    name: 'atelier:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!OPERATIONS.test(id.split('?')[0]!) || !IMPORT.test(code)) return null;
      const replaced = code.replace(CALL, (_, kind: string, name: string) => `documents.${kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`}`);
      if (/\bgraphql\(/.test(replaced)) this.error(`${id}: a graphql() call this plugin cannot replace (a document must be one template literal)`);
      return { code: replaced.replace(IMPORT, "import * as documents from '../generated/graphql';"), map: null };
    },
  };
}
