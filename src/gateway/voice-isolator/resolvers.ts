// The voice isolator's resolvers (docs/rest-api.md, "Voice isolator"): GraphQL → REST, answers
// typed with the contract's schemas and returned as they come (wire-map.ts). An upload travels as
// multipart `file` after the model (the server reads the fields first).
import type { Wire } from '../../../contract/common';
import { pageSize } from '../../../contract/limits';
import type { IsolatedVoice, IsolatedVoiceList } from '../../../contract/voice-isolator';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import { isLastPage } from '../../lib/lists/pages';

const one = (id: string) => `/library/isolated-voices/${encodeURIComponent(id)}`;

export const voiceIsolatorResolvers: Resolvers = {
  Query: {
    isolatedVoices: async (_, { startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof IsolatedVoiceList>>('/library/isolated-voices', { limit: size, starting_after: startingAfter });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    isolatedVoice: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof IsolatedVoice>>(one(id));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    isolateVoice: (_, { model, file }, { rest }) => {
      const form = new FormData();
      form.append('model', model);
      form.append('file', file as Blob, (file as File).name || 'recording');
      return rest.post<Wire<typeof IsolatedVoice>>('/ai/isolated-voices', form);
    },
    renameIsolatedVoice: (_, { id, title }, { rest }) => rest.post<Wire<typeof IsolatedVoice>>(one(id), { title }),
    deleteIsolatedVoice: async (_, { id }, { rest }) => {
      await rest.del(one(id));
      return id;
    },
  },
};
