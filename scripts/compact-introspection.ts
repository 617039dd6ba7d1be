// A Vite plugin: codegen's introspection (src/gateway/generated/introspection.ts) goes into the
// build as rows (src/gateway/compact-schema.ts) that the page expands at start: a fraction of the
// bytes every page loads, for the same schema. The fields of the types only lazy domains reach
// go to a chunk of their own, loaded with the first lazy domain (compose.ts). The root types'
// fields are grouped by lazy domain, and generated/root-fields.ts reads each domain's from them
// rather than naming them all a second time on every page; a lazy root field's type is only its
// shape there, its named type coming with the deferred fields. Development and tests use
// codegen's files as they are.
import type { IntrospectionQuery } from 'graphql';
import type { Plugin } from 'vite';
import { compactSchema, groupRootFields, shapeLazyRootFields, splitSchema } from '../src/gateway/compact-schema';
import { rootFieldsOf } from '../src/gateway/compose';
import { rootFields } from '../src/gateway/generated/root-fields';

const INTROSPECTION = /\/src\/gateway\/generated\/introspection\.ts$/;
const ROOT_FIELDS = /\/src\/gateway\/generated\/root-fields\.ts$/;
const BODY = /export default ([\s\S]*) as unknown as IntrospectionQuery;\s*$/;
const DEFERRED = 'virtual:atelier-deferred-fields';

/** The root fields of every lazy gateway domain, as codegen read them from their schema files (generated/root-fields.ts). */
export function lazyRootFields(): Set<string> {
  return new Set(Object.keys(rootFields).flatMap((domain) => rootFieldsOf(domain)));
}

export function compactIntrospection(): Plugin {
  let deferred = '{}';
  return {
    name: 'atelier:compact-introspection',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === DEFERRED ? `\0${DEFERRED}` : null),
    load: (id) => (id === `\0${DEFERRED}` ? `export default ${deferred};\n` : null),
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (ROOT_FIELDS.test(file)) {
        return {
          code: `import { groupedRootFields } from '../compact-schema';\nimport introspection from './introspection';\nexport const rootFields = groupedRootFields(introspection);\n`,
          map: null,
        };
      }
      if (!INTROSPECTION.test(file)) return null;
      const body = BODY.exec(code);
      if (!body) this.error(`${id}: not the introspection codegen writes (export default {…} as unknown as IntrospectionQuery)`);
      const split = splitSchema(compactSchema(JSON.parse(body[1]!) as IntrospectionQuery), lazyRootFields());
      const shaped = shapeLazyRootFields(groupRootFields(split.schema, rootFields));
      deferred = JSON.stringify({ ...split.deferred, ...shaped.named });
      return {
        code: `import { expandSchema } from '../compact-schema';\nexport default expandSchema(${JSON.stringify(shaped.schema)}, () => import('${DEFERRED}').then((module) => module.default));\n`,
        map: null,
      };
    },
  };
}
