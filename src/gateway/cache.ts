// Graphcache configuration: which types have keys, how history pages merge, and what a
// mutation or a streamed message changes in the cache so screens update without refetching.
import type { Cache, CacheExchangeOpts, ResolveInfo, Variables } from '@urql/exchange-graphcache';
import type { CreateConversationMutation, SendMessageSubscription } from './generated/graphql';
import { followStoredMessage } from './chat/cache-branches';

type Link = string | null;

// Objects with no identity of their own are stored inside their parent.
const embedded = () => null;

export const keys: CacheExchangeOpts['keys'] = {
  AuthPayload: embedded,
  ConversationPage: embedded,
  ChatToken: embedded,
  ChatReasoningToken: embedded,
  ChatMessage: embedded,
  ChatCloning: embedded,
  ChatRedirect: embedded,
  ToolCall: embedded,
  ChatError: embedded,
  Model: (model) => String(model.key),
};

export const resolvers: CacheExchangeOpts['resolvers'] = {
  Query: {
    conversations: mergeConversationPages,
    // Search results page the same way, one chain per query.
    searchConversations: mergeConversationPages,
    // A conversation already in the cache (just created, or streamed into) is read from it;
    // one with unknown fields (e.g. only seen in the history list) is a miss and is fetched.
    conversation: (_, args, cache) => {
      const link = cache.resolve('Query', 'conversation', args);
      return link !== undefined ? (link as Link) : { __typename: 'Conversation', id: args.id as string };
    },
  },
};

export const updates: CacheExchangeOpts['updates'] = {
  Mutation: {
    signupGuest: forgetUser,
    signup: forgetUser,
    login: forgetUser,
    logout: forgetUser,
    createConversation: (result, _, cache) => {
      const { createConversation } = result as Partial<CreateConversationMutation>;
      if (!createConversation) return;
      const key = cache.keyOfEntity({ __typename: 'Conversation', id: createConversation.id });
      if (!key) return;
      // New and empty: lets `conversation(id)` answer from the cache while the first reply streams in.
      cache.link(key, 'messages', []);
      for (const page of firstPages(cache)) {
        const items = pageLinks(cache, page);
        if (!items.includes(key)) cache.link(page, 'items', [key, ...items]);
      }
    },
    deleteConversation: (_, args, cache) => {
      // Pages keep the dead link (it is the next page's cursor); mergeConversationPages skips it.
      cache.invalidate({ __typename: 'Conversation', id: args.id as string });
    },
    discardEmptyConversation: (result, args, cache) => {
      if ((result as { discardEmptyConversation?: boolean }).discardEmptyConversation) cache.invalidate({ __typename: 'Conversation', id: args.id as string });
    },
  },
  Subscription: {
    sendMessage: (result, _, cache) => {
      const event = (result as Partial<SendMessageSubscription>).sendMessage;
      if (event?.__typename !== 'ChatMessage') return;
      appendMessage(cache, event.message);
      followStoredMessage(cache, event.message);
    },
  },
};

/** Puts a stored message (the user's, then the finished reply) at the end of its conversation. */
function appendMessage(cache: Cache, message: { id: string; conversationId: string }) {
  const conversation = cache.keyOfEntity({ __typename: 'Conversation', id: message.conversationId });
  const key = cache.keyOfEntity({ __typename: 'Message', id: message.id });
  if (!conversation || !key) return;
  const messages = cache.resolve(conversation, 'messages') as string[] | null | undefined;
  // Not loaded yet: the conversation query will fetch every message anyway.
  if (!messages) return;
  if (!messages.includes(key)) cache.link(conversation, 'messages', [...messages, key]);
}

/** After a change of user every query answer may differ (me, history, models' `granted`). */
function forgetUser(_: unknown, __: unknown, cache: Cache) {
  for (const field of cache.inspectFields('Query')) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
}

/** Cached `conversations` (or search) pages of one page size and query, by the id they start after (null: the first page). */
function cachedPages(cache: Cache, fieldName: string, args: Variables): Map<string | null, string> {
  const pages = new Map<string | null, string>();
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== fieldName || (field.arguments?.limit ?? null) !== (args.limit ?? null)) continue;
    if ((field.arguments?.query ?? null) !== (args.query ?? null)) continue;
    const page = cache.resolve('Query', field.fieldKey) as Link;
    const after = (field.arguments?.startingAfter as string | null | undefined) ?? null;
    if (page) pages.set(after, page);
  }
  return pages;
}

function firstPages(cache: Cache): string[] {
  return cache
    .inspectFields('Query')
    .filter((field) => field.fieldName === 'conversations' && !field.arguments?.startingAfter)
    .map((field) => cache.resolve('Query', field.fieldKey) as Link)
    .filter((page): page is string => !!page);
}

/**
 * History is paged by cursor (`startingAfter` = last id of the previous page). Asking for a
 * page answers every page from the first one up to it, chained by those cursors, so the UI
 * keeps one query and just moves `startingAfter` to load more (like graphcache's
 * simplePagination, which only knows offsets).
 */
function mergeConversationPages(_: unknown, args: Variables, cache: Cache, info: ResolveInfo) {
  const pages = cachedPages(cache, info.fieldName, args);
  const wanted = pages.get((args.startingAfter as string | null | undefined) ?? null);
  let chain = pageChain(cache, pages, wanted);
  if (!wanted) {
    if (!chain.length) return undefined; // nothing cached: fetch
    info.partial = true; // show the pages we have while the wanted one is fetched
  } else if (chain.at(-1) !== wanted) {
    chain = [wanted]; // not reachable from the first page: answer it alone
  }
  const items = new Set<string>();
  for (const page of chain) {
    // A deleted conversation's record is gone; its link stays only as a cursor.
    for (const key of pageLinks(cache, page)) if (cache.resolve(key, 'id') != null) items.add(key);
  }
  return { __typename: 'ConversationPage', items: [...items], hasMore: cache.resolve(chain.at(-1)!, 'hasMore') === true };
}

/** Pages from the first one, each followed by the page that starts after one of its items, up to `last`. */
function pageChain(cache: Cache, pages: Map<string | null, string>, last: string | undefined): string[] {
  const byCursor = new Map<string | null, string>();
  for (const [after, page] of pages) byCursor.set(after && cache.keyOfEntity({ __typename: 'Conversation', id: after }), page);
  const chain: string[] = [];
  let page = pages.get(null);
  while (page && !chain.includes(page)) {
    chain.push(page);
    if (page === last) break;
    // Usually the cursor is the page's last item; after a delete the UI may use the last one
    // still shown, so take the latest item of this page that some cached page starts after.
    const cursor = pageLinks(cache, page).findLast((key) => byCursor.has(key));
    page = cursor && byCursor.get(cursor);
  }
  return chain;
}

function pageLinks(cache: Cache, page: string): string[] {
  return (cache.resolve(page, 'items') as string[] | null) ?? [];
}
