// The classifier's resolvers (docs/rest-api.md, "Classifier"): GraphQL → REST, answers typed
// with the contract's schemas and returned as they come (wire-map.ts).
import type { Classification, ClassificationList, CountResponse } from '../../../contract/classifier';
import type { Wire } from '../../../contract/common';
import { pageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import { restSort } from '../list-sort';
import { isLastPage } from '../../lib/lists/pages';

const one = (id: string) => `/library/classifications/${encodeURIComponent(id)}`;

export const classifierResolvers: Resolvers = {
  Query: {
    classification: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof Classification>>(one(id));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    classifications: async (_, { query, status, sort, startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof ClassificationList>>('/library/classifications', {
        query: query || undefined,
        status,
        sort: restSort(sort),
        limit: size,
        starting_after: startingAfter,
      });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    classificationCount: async (_, { query, status }, { rest }) =>
      (await rest.get<Wire<typeof CountResponse>>('/library/classifications/count', { query: query || undefined, status })).count,
  },
  Mutation: {
    classify: (_, { input }, { rest }) => rest.post<Wire<typeof Classification>>('/ai/classifications', { input }),
    setClassificationStatus: (_, { id, status }, { rest }) => rest.post<Wire<typeof Classification>>(one(id), { status }),
    deleteClassification: async (_, { id }, { rest }) => {
      await rest.del(one(id));
      return id;
    },
  },
};
