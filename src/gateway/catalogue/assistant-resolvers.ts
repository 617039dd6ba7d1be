// Assistants and temporary chats (docs/rest-api.md, "Assistants" and "Chat").
import type { Assistant, Resolvers } from '../generated/resolvers';
import { withoutEmpty, type Rest, type RestList } from '../rest';
import { toConversation, type RestConversation } from '../library/resolvers';

interface RestAssistant {
  id: string;
  name: string;
  expertise: string;
  description: string;
  model: string | null;
  avatar: string | null;
  granted: boolean;
}

/** SPEC §7: 250 a page; the next page is asked for until one comes back short. */
export const assistantPageSize = 250;

export const assistantResolvers: Resolvers = {
  Query: {
    assistants: async (_, __, { rest }) => (await allAssistants(rest)).map(toAssistant),
  },
  Mutation: {
    createTemporaryConversation: async (_, { title }, { rest }) => {
      const conversation = await rest.post<RestConversation>('/ai/conversations', withoutEmpty({ title, temporary: true }));
      return toConversation(conversation);
    },
  },
};

export async function allAssistants(rest: Rest): Promise<RestAssistant[]> {
  const all: RestAssistant[] = [];
  for (;;) {
    const after = all.at(-1)?.id;
    const page = await rest.get<RestList<RestAssistant>>('/assistants', { limit: assistantPageSize, starting_after: after });
    all.push(...page.data);
    if (page.data.length < assistantPageSize) return all;
  }
}

function toAssistant(assistant: RestAssistant): Assistant {
  return {
    id: assistant.id,
    name: assistant.name,
    expertise: assistant.expertise,
    description: assistant.description,
    model: assistant.model,
    avatar: assistant.avatar,
    granted: assistant.granted,
  };
}
