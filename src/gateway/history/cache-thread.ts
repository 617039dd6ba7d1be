// Graphcache for a conversation's path, read a page at a time: `Conversation.messages` holds the
// part of the chosen path loaded so far. The conversation query writes the newest page; an older
// page (`olderMessages`, asked for with the first loaded message as `before`) is put in front of
// it here; messages stored while a reply streams join its end (appendMessage in library/cache.ts). A
// refresh asks for as many messages as are loaded (refreshConversation), so the list keeps its
// extent and the reader's place. Older pages are always asked of the network: their merge
// happens when their result is written.
import type { Cache, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';

const OlderFlag = gql`
  fragment OlderFlag on Conversation {
    id
    hasOlderMessages
  }
`;

/** `updates.Query.olderMessages`: the page goes in front of the loaded path when it is the page just above it. */
export function prependOlderPage(result: unknown, args: Variables, cache: Cache) {
  const page = (result as { olderMessages?: { items?: { id: string }[]; hasMore?: boolean } }).olderMessages;
  if (!page?.items) return;
  const conversation = cache.keyOfEntity({ __typename: 'Conversation', id: args.conversationId as string });
  const first = cache.keyOfEntity({ __typename: 'Message', id: args.before as string });
  if (!conversation || !first) return;
  const loaded = cache.resolve(conversation, 'messages') as string[] | null | undefined;
  // The path changed meanwhile (another branch, a refresh): this page is no longer above it.
  if (!loaded || loaded[0] !== first) return;
  const older = page.items.map((item) => cache.keyOfEntity({ __typename: 'Message', id: item.id })!).filter((key) => !loaded.includes(key));
  cache.link(conversation, 'messages', [...older, ...loaded]);
  cache.writeFragment(OlderFlag, { __typename: 'Conversation', id: args.conversationId as string, hasOlderMessages: page.hasMore === true });
}

/** A conversation just created holds nothing, so nothing above it either. */
export function markWholePath(cache: Cache, id: string) {
  cache.writeFragment(OlderFlag, { __typename: 'Conversation', id, hasOlderMessages: false });
}
