// Voiceover's resolvers (docs/rest-api.md, "Voiceover"): GraphQL → REST, answers typed with the
// contract's schemas and returned as they come (wire-map.ts). A clone's sample travels as
// multipart `file` after its text fields (the server reads the fields first).
import type { Wire } from '../../../contract/common';
import type { Count } from '../../../contract/workspaces';
import type { Speech, SpeechList, Voice, VoiceList } from '../../../contract/voiceover';
import { pageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import { isLastPage } from '../../lib/lists/pages';

const speech = (id: string) => `/library/speeches/${encodeURIComponent(id)}`;

export const voiceoverResolvers: Resolvers = {
  Query: {
    voices: async (_, { query, owner, startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof VoiceList>>('/voices', { query: query || undefined, owner: owner ?? undefined, limit: size, starting_after: startingAfter });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    voiceCount: async (_, { owner }, { rest }) => (await rest.get<Wire<typeof Count>>('/voices/count', { owner })).count,
    speeches: async (_, { startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof SpeechList>>('/library/speeches', { limit: size, starting_after: startingAfter });
      return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
    },
    speech: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof Speech>>(speech(id));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createSpeech: (_, { voiceId, prompt }, { rest }) => rest.post<Wire<typeof Speech>>('/ai/speeches', { voice_id: voiceId, prompt }),
    renameSpeech: (_, { id, title }, { rest }) => rest.post<Wire<typeof Speech>>(speech(id), { title }),
    deleteSpeech: async (_, { id }, { rest }) => {
      await rest.del(speech(id));
      return id;
    },
    cloneVoice: (_, { name, consent, sample, locale, gender }, { rest }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('consent', consent ? '1' : '0');
      if (locale) form.append('locale', locale);
      if (gender) form.append('gender', gender);
      form.append('file', sample as Blob, (sample as File).name || 'sample.wav');
      return rest.post<Wire<typeof Voice>>('/voices', form);
    },
    updateVoice: (_, { id, name, visibility }, { rest }) =>
      rest.post<Wire<typeof Voice>>(`/voices/${encodeURIComponent(id)}`, { name: name ?? undefined, visibility: visibility ?? undefined }),
  },
};
