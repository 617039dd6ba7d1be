// The Composer tool's resolvers (docs/rest-api.md, "Composer"): GraphQL → REST, answers typed with
// the contract's schemas and returned as they come (wire-map.ts).
import type { Wire } from '../../../contract/common';
import type { Composition, CompositionList } from '../../../contract/composer';
import { pageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import { isLastPage } from '../../lib/lists/pages';

const composition = (id: string) => `/library/compositions/${encodeURIComponent(id)}`;

export const composerResolvers: Resolvers = {
  Query: {
    compositions: async (_, { startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof CompositionList>>('/library/compositions', { limit: size, starting_after: startingAfter });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    composition: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof Composition>>(composition(id));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createCompositions: async (_, { prompt, tags, instrumental, model, duration }, { rest }) =>
      (await rest.post<Wire<typeof CompositionList>>('/ai/compositions', { prompt, tags, instrumental, model, duration })).data,
    renameComposition: (_, { id, title }, { rest }) => rest.post<Wire<typeof Composition>>(composition(id), { title }),
    deleteComposition: async (_, { id }, { rest }) => {
      await rest.del(composition(id));
      return id;
    },
  },
};
