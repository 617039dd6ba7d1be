// Prompt help (docs/rest-api.md, "Prompts and presets"): suggestions, one prompt, preset tiles.
// The REST prompt is the schema's type field for field; a preset too (it has a few more, which
// the schema leaves out; `categoryId` is read from `category_id` by the executor).
import type { PresetList, Prompt, PromptList } from '../../../contract/catalogue';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';

export const promptResolvers: Resolvers = {
  Query: {
    prompts: async (_, { query, limit }, { rest }) => (await rest.get<Wire<typeof PromptList>>('/prompts', { query, limit: limit ?? 5 })).data,
    prompt: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof Prompt>>(`/prompts/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    presets: async (_, { limit, sort, categoryId, query, startingAfter }, { rest }) => {
      const params = { limit, sort, category_id: categoryId, query: query || undefined, starting_after: startingAfter };
      return (await rest.get<Wire<typeof PresetList>>('/presets', params)).data;
    },
  },
};
