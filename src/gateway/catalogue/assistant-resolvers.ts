// Assistants and temporary chats (docs/rest-api.md, "Assistants" and "Chat").
import type { AssistantList } from '../../../contract/catalogue';
import type { Wire } from '../../../contract/common';
import type { Conversation as RestConversation } from '../../../contract/library';
import { assistantPageLimit } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { withoutEmpty, type Rest } from '../rest';

type RestAssistant = Wire<typeof AssistantList>['data'][number];

export const assistantResolvers: Resolvers = {
  Query: {
    // The REST assistant is the schema's Assistant field for field: no mapping.
    assistants: (_, __, { rest }) => allAssistants(rest),
  },
  Mutation: {
    createTemporaryConversation: (_, { title }, { rest }) =>
      rest.post<Wire<typeof RestConversation>>('/ai/conversations', withoutEmpty({ title, temporary: true })),
  },
};

/** SPEC §7: a page at a time; the next page is asked for until one comes back short. */
async function allAssistants(rest: Rest): Promise<RestAssistant[]> {
  const all: RestAssistant[] = [];
  for (;;) {
    const after = all.at(-1)?.id;
    const page = await rest.get<Wire<typeof AssistantList>>('/assistants', { limit: assistantPageLimit, starting_after: after });
    all.push(...page.data);
    if (page.data.length < assistantPageLimit) return all;
  }
}
