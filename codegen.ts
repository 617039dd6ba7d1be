import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Every GraphQL type src/gateway/wire-map.ts names is mapped to its entry there (read from the
// file: an interface has no keys at run time), so the table is written once.
const wireMap = readFileSync('src/gateway/wire-map.ts', 'utf8');
const mapped = [...wireMap.slice(wireMap.indexOf('export interface WireMap')).matchAll(/^  (\w+): /gm)].map(([, name]) => name);
const mappers = Object.fromEntries(mapped.map((name) => [name, `import('../wire-map').WireMap['${name}']`]));

// Schema + operations → typed documents. Deterministic: no timestamps, sorted schema;
// `npm test` fails when src/gateway/generated is stale (scripts/codegen-check.ts).
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['src/gateway/*/operations.ts'],
  ignoreNoDocuments: true,
  generates: {
    'src/gateway/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
      presetConfig: { fragmentMasking: false },
    },
    'src/gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        contextType: '../context#GatewayContext',
        // No `defaultMapper`: a resolver returns the whole GraphQL type, or its wire-map entry,
        // so one that leaves out a required field fails tsc.
        mappers,
      },
    },
    // The schema as data, minified: graphcache reads it, and the gateway's executor (execute.ts)
    // finds each field's type in it, so the browser never parses SDL or loads graphql-js.
    'src/gateway/generated/introspection.ts': {
      plugins: ['urql-introspection'],
      config: { module: 'es2015', useTypeImports: true, includeScalars: true, includeEnums: true, includeInputs: false, includeDirectives: false },
    },
    'src/gateway/generated/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, sort: true },
    },
  },
  hooks: {},
};
export default config;
