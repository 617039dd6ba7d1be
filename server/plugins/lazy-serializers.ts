// Response schemas compiled on a route's first reply instead of all at start. fastify builds a
// fast-json-stringify function for every response schema of every route while it gets ready:
// 0.5 s of CPU, a fifth of a restart, for routes most starts never answer. The compiler is
// fastify's own (its dependency, found from its package), so what a reply sends is unchanged;
// a route's schema is only compiled later.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<Compilers['buildSerializer']>;

const fromFastify = createRequire(createRequire(import.meta.dirname + '/').resolve('fastify'));
const defaultBuilder = (fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer }).SerializerSelector();

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const lazySerializers: BuildSerializer = (externalSchemas, options) => {
  const compile = defaultBuilder(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route) as (data: unknown) => string)(data);
  };
};
