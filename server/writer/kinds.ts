// The writer's and the coder's documents are one domain with two kinds, said once here: the
// table each is kept in (two tables since 0001, each its own library list: see migration
// 0013-documents), the live job that writes it (server/lib/live) and the words that name it.
// Everything else in server/writer takes a kind and works for both.
import type { Document } from '../db/types';
import type { LiveStore } from '../lib/live/live-store';
import { documentView } from './view';

export interface DocumentKind {
  /** How routes, usage rows and the route table name it ('document' | 'code-document'). */
  name: 'document' | 'code-document';
  table: 'documents' | 'code_documents';
  /** Its library list: `/library/{path}`. */
  path: 'documents' | 'code-documents';
  live: LiveStore<Document>;
  notFound: string;
}

/** The placeholder is a `document` with is_processing, then `token`s, then the stored `document` (SPEC §4). */
function liveStore(kind: string, table: string, noun: string): LiveStore<Document> {
  return {
    kind,
    table,
    texts: [{ column: 'content', event: 'token' }],
    updatedAt: 'updated_at',
    rowEvent: 'document',
    view: documentView,
    errors: { failed: `The ${noun} could not be written.`, unsaved: `The ${noun} could not be saved.`, gone: `This ${noun} no longer exists.` },
  };
}

export const writerDocuments: DocumentKind = {
  name: 'document',
  table: 'documents',
  path: 'documents',
  live: liveStore('document', 'documents', 'document'),
  notFound: 'Document not found.',
};

export const codeDocuments: DocumentKind = {
  name: 'code-document',
  table: 'code_documents',
  path: 'code-documents',
  live: liveStore('code-document', 'code_documents', 'code'),
  notFound: 'Code document not found.',
};

export const documentKinds = [writerDocuments, codeDocuments] as const;
