// The writer's graphcache config. Each page of a kind's documents is its own query (the next
// starts after the last id shown), so a document being written is put at the top of every cached
// first page of its kind as soon as its placeholder arrives (it shows in the tabs while it is
// written), and a deleted one — or a placeholder the server dropped because no text came — is
// taken out of every cached page; counts are asked again after either.
import type { Cache, Variables } from '@urql/exchange-graphcache';
import type { WriteDocumentSubscription, WriterDocumentEventFieldsFragment } from '../generated/graphql';
import { embedded, type GatewayCache } from '../domain';

type Link = string | null;

export const writerCache: GatewayCache = {
  keys: {
    WriterDocumentPage: embedded,
    WriterDocumentToken: embedded,
    WriterDocumentStored: embedded,
    WriterDocumentError: embedded,
    PresetField: embedded,
  },
  resolvers: {
    Query: {
      // One already in the cache (just written, or in the tabs) opens without a request.
      writerDocument: (_, args, cache) => {
        const link = cache.resolve('Query', 'writerDocument', args);
        return link !== undefined ? (link as Link) : { __typename: 'WriterDocument', id: args.id as string };
      },
    },
  },
  updates: {
    Subscription: {
      writeDocument: (result, _args, cache) => followEvent(cache, (result as Partial<WriteDocumentSubscription>).writeDocument),
      resumeDocument: (result, _args, cache) => followEvent(cache, (result as { resumeDocument?: WriterDocumentEventFieldsFragment }).resumeDocument),
    },
    Mutation: {
      deleteWriterDocument: (_result, args, cache) => removeDocument(cache, args.id as string),
    },
  },
};

function followEvent(cache: Cache, event: WriterDocumentEventFieldsFragment | undefined) {
  if (event?.__typename === 'WriterDocumentStored') addDocument(cache, event.document.id, event.document.kind);
  else if (event?.__typename === 'WriterDocumentError' && event.documentId && !event.kept) removeDocument(cache, event.documentId);
}

function addDocument(cache: Cache, id: string, kind: string) {
  const key = cache.keyOfEntity({ __typename: 'WriterDocument', id });
  if (!key) return;
  let added = false;
  for (const { page, args } of pages(cache)) {
    if (args.kind !== kind || args.startingAfter || args.query) continue;
    const items = links(cache, page);
    if (items.includes(key)) continue;
    cache.link(page, 'items', [key, ...items]);
    added = true;
  }
  if (added) forgetCounts(cache);
}

function removeDocument(cache: Cache, id: string) {
  const key = cache.keyOfEntity({ __typename: 'WriterDocument', id });
  if (!key) return;
  for (const { page } of pages(cache)) {
    const items = links(cache, page);
    if (items.includes(key)) cache.link(page, 'items', items.filter((item) => item !== key));
  }
  cache.invalidate(key);
  forgetCounts(cache);
}

/** Every cached page of documents, with the arguments it was asked with. */
function pages(cache: Cache): Array<{ page: string; args: Variables }> {
  return cache.inspectFields('Query').flatMap((field) => {
    if (field.fieldName !== 'writerDocuments') return [];
    const page = cache.resolve('Query', field.fieldKey) as Link;
    return page ? [{ page, args: field.arguments ?? {} }] : [];
  });
}

function links(cache: Cache, page: string): string[] {
  return (cache.resolve(page, 'items') as string[] | null) ?? [];
}

function forgetCounts(cache: Cache) {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'writerDocumentCount') cache.invalidate('Query', field.fieldKey);
  }
}
