// The Transcriber's resolvers (docs/rest-api.md, "Transcriber"): GraphQL → REST, answers typed with
// the contract's schemas and returned as they come (wire-map.ts). The file travels as multipart
// `file` after the model (the server reads the fields first).
import type { Wire } from '../../../contract/common';
import type { Transcription, TranscriptionList } from '../../../contract/transcriber';
import { pageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import { isLastPage } from '../../lib/lists/pages';

const one = (id: string) => `/library/transcriptions/${encodeURIComponent(id)}`;

export const transcriberResolvers: Resolvers = {
  Query: {
    transcriptions: async (_, { startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof TranscriptionList>>('/library/transcriptions', { limit: size, starting_after: startingAfter });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    transcription: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof Transcription>>(one(id));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createTranscription: (_, { file, model }, { rest }) => {
      const form = new FormData();
      if (model) form.append('model', model);
      form.append('file', file as Blob, (file as File).name || 'audio');
      return rest.post<Wire<typeof Transcription>>('/ai/transcriptions', form);
    },
    renameTranscription: (_, { id, title }, { rest }) => rest.post<Wire<typeof Transcription>>(one(id), { title }),
    deleteTranscription: async (_, { id }, { rest }) => {
      await rest.del(one(id));
      return id;
    },
  },
};
