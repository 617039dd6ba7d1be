import type { CodegenConfig } from '@graphql-codegen/cli';

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
        defaultMapper: 'Partial<{T}>',
      },
    },
    'src/gateway/generated/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, sort: true },
    },
  },
  hooks: {},
};
export default config;
