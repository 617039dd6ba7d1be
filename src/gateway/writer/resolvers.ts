// The writer's and the coder's resolvers (docs/rest-api.md, "Writer and coder"): GraphQL → REST
// for both kinds, answers typed with the contract's schemas. The stream's code (document-stream.ts,
// the live stream, the SSE parser) loads with the first document written, not with the page.
import type { Wire } from '../../../contract/common';
import { pageSize } from '../../../contract/limits';
import type { CountResponse, Document as RestDocument, DocumentList } from '../../../contract/writer';
import type { Resolvers, WriteDocumentInput } from '../generated/resolvers';
import type { WriterDocumentEvent } from './document-stream';
import { lazyStream } from '../lazy-stream';
import { RestError, withoutEmpty, type Rest } from '../rest';
import { documentPath, documentsPath } from './paths';
import { restSort } from '../list-sort';
import { isLastPage } from '../../lib/lists/pages';
import { toWriterDocument } from './to-document';

const loadDocumentStream = () => import('./document-stream');

export const writerResolvers: Resolvers = {
  Query: {
    writerDocument: async (_, { kind, id }, { rest }) => {
      try {
        return toWriterDocument(kind, await rest.get<Wire<typeof RestDocument>>(documentPath(kind, id)));
      } catch (error) {
        // Deleted, never existed or another workspace's: the screen says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    writerDocuments: async (_, { kind, query, status, sort, startingAfter, limit }, { rest }) => {
      const size = limit ?? pageSize;
      const page = await rest.get<Wire<typeof DocumentList>>(documentsPath(kind), {
        query: query || undefined,
        status,
        sort: restSort(sort),
        limit: size,
        starting_after: startingAfter,
      });
      return { items: page.data.map((document) => toWriterDocument(kind, document)), hasMore: !isLastPage(page.data.length, size) };
    },
    writerDocumentCount: async (_, { kind, query, status }, { rest }) =>
      (await rest.get<Wire<typeof CountResponse>>(`${documentsPath(kind)}/count`, { query: query || undefined, status })).count,
  },
  Mutation: {
    renameWriterDocument: async (_, { kind, id, title }, { rest }) => toWriterDocument(kind, await rest.post<Wire<typeof RestDocument>>(documentPath(kind, id), { title })),
    setWriterDocumentStatus: async (_, { kind, id, status }, { rest }) => toWriterDocument(kind, await rest.post<Wire<typeof RestDocument>>(documentPath(kind, id), { status })),
    deleteWriterDocument: async (_, { kind, id }, { rest }) => {
      await rest.del(documentPath(kind, id));
      return id;
    },
  },
  Subscription: {
    writeDocument: {
      subscribe: (_, { input }, context) =>
        lazyStream(async () => (await loadDocumentStream()).documentEvents(context, { kind: input.kind, documentId: null, open: openWrite(context.rest, input) })),
      resolve: (event: WriterDocumentEvent) => event,
    },
    resumeDocument: {
      subscribe: (_, { kind, id }, context) => {
        const path = `${documentPath(kind, id)}/stream`;
        return lazyStream(async () => (await loadDocumentStream()).documentEvents(context, { kind, documentId: id, open: (signal) => context.rest.streamBatches(path, undefined, signal) }));
      },
      resolve: (event: WriterDocumentEvent) => event,
    },
  },
  WriterDocumentEvent: {
    __resolveType: (event) => event.__typename ?? null,
  },
};

/** The SSE request that writes a document: the coder's, a preset's form, or a free prompt. */
function openWrite(rest: Rest, input: WriteDocumentInput) {
  const model = input.model ?? undefined;
  const prompt = input.prompt || undefined;
  let path = '/ai/completions/';
  let body: Record<string, unknown>;
  if (input.kind === 'code') {
    path = '/ai/completions/code';
    body = withoutEmpty({ prompt: input.prompt ?? '', language: input.language ?? undefined, model });
  } else if (input.presetId) {
    path = `/ai/completions/${encodeURIComponent(input.presetId)}`;
    body = withoutEmpty({ fields: Object.fromEntries((input.fields ?? []).map(({ name, value }) => [name, value])), prompt, model });
  } else {
    body = withoutEmpty({ prompt: input.prompt ?? '', model });
  }
  return (signal: AbortSignal) => rest.streamBatches(path, body, signal);
}
