// A Vite plugin: codegen's introspection (src/gateway/generated/introspection.ts) goes into the
// build as rows (src/gateway/compact-schema.ts) that the page expands at start: a fraction of the
// bytes every page loads, for the same schema. Development and tests use codegen's file as is.
import type { IntrospectionQuery } from 'graphql';
import type { Plugin } from 'vite';
import { compactSchema } from '../src/gateway/compact-schema';

const INTROSPECTION = /\/src\/gateway\/generated\/introspection\.ts$/;
const BODY = /export default ([\s\S]*) as unknown as IntrospectionQuery;\s*$/;

export function compactIntrospection(): Plugin {
  return {
    name: 'atelier:compact-introspection',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!INTROSPECTION.test(id.split('?')[0]!)) return null;
      const body = BODY.exec(code);
      if (!body) this.error(`${id}: not the introspection codegen writes (export default {…} as unknown as IntrospectionQuery)`);
      const compact = compactSchema(JSON.parse(body[1]!) as IntrospectionQuery);
      return { code: `import { expandSchema } from '../compact-schema';\nexport default expandSchema(${JSON.stringify(compact)});\n`, map: null };
    },
  };
}
