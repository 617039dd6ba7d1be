// The executable schema without graphql-tools: graphql's own buildSchema, then each resolver
// map's functions set on the fields, unions and scalars they name — what makeExecutableSchema
// did for us, without the ~55 KiB of graphql-tools every page loaded first.
import { buildSchema, GraphQLInterfaceType, GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, type GraphQLSchema } from 'graphql';

type ResolverMap = Record<string, unknown>;

export function attachResolvers(typeDefs: string, maps: ResolverMap[]): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const map of maps) {
    for (const [typeName, resolvers] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (!type) throw new Error(`Resolvers for ${typeName}, which the schema does not define`);
      if (type instanceof GraphQLScalarType) {
        const { serialize, parseValue, parseLiteral } = resolvers as GraphQLScalarType;
        Object.assign(type, { serialize, parseValue, parseLiteral });
        continue;
      }
      for (const [name, resolver] of Object.entries(resolvers as Record<string, unknown>)) {
        if (name === '__resolveType' && (type instanceof GraphQLUnionType || type instanceof GraphQLInterfaceType)) {
          type.resolveType = resolver as GraphQLUnionType['resolveType'];
          continue;
        }
        const field = type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType ? type.getFields()[name] : undefined;
        if (!field) throw new Error(`Resolver for ${typeName}.${name}, which the schema does not define`);
        // A function resolves the field; an object brings `resolve` and/or `subscribe`.
        Object.assign(field, typeof resolver === 'function' ? { resolve: resolver } : resolver);
      }
    }
  }
  return schema;
}
