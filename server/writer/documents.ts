// The documents kept in the library, either kind: another workspace's is reported as not
// existing; pages newest first, counted with the same filter; rename and status 1/0 (SPEC §4's
// list rules); delete. The queries are in repository.ts.
import type { DocumentCountQuery, DocumentListQuery, DocumentUpdateBody } from '../../contract/writer';
import { maxPageSize, pageSize } from '../../contract/common';
import type { Document } from '../db/types';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, notFound } from '../lib/errors';
import { cleanTitle } from '../library/conversations';
import type { DocumentKind } from './kinds';
import type { DocumentRepository } from './repository';
import { documentView } from './view';

/** A page's key in the app's list cache (server/lib/list-cache.ts): every value it depends on; a search is read afresh. */
export const documentPageKey = (kind: DocumentKind, { limit, starting_after, query, status, sort }: DocumentListQuery) =>
  query?.trim() ? null : `${kind.path} ${limit ?? pageSize} ${starting_after ?? ''} ${status ?? ''} ${sort ?? ''}`;
export const documentCountKey = (kind: DocumentKind, { query, status }: DocumentCountQuery) => (query?.trim() ? null : `${kind.path} count ${status ?? ''}`);

export async function findDocument(documents: DocumentRepository, kind: DocumentKind, auth: AuthContext, id: string): Promise<Document> {
  const found = await documents.inWorkspace(auth.workspaceId, id);
  if (!found) throw notFound(kind.notFound);
  return found;
}

/** Newest first unless `sort` says otherwise; a page of `pageSize` unless asked otherwise, never more than `maxPageSize`. */
export async function listDocuments(documents: DocumentRepository, kind: DocumentKind, auth: AuthContext, options: DocumentListQuery) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const after = options.starting_after;
  const page = await documents.page(auth.workspaceId, { limit, words: options.query?.trim() || undefined, status: options.status, sort: options.sort, after });
  // Only an empty page can come from a cursor of another workspace: ask then, not on every read.
  if (after && page.length === 0 && !(await documents.inWorkspace(auth.workspaceId, after))) {
    throw badRequest(`starting_after does not name a ${kind.name.replace('-', ' ')} of this workspace.`);
  }
  return { object: 'list' as const, data: page.map(documentView) };
}

export async function countDocuments(documents: DocumentRepository, auth: AuthContext, { query, status }: DocumentCountQuery) {
  return { count: await documents.count(auth.workspaceId, { words: query?.trim() || undefined, status }) };
}

/** `title` renames (trimmed, not empty), `status` sets 1 or 0; one of them at least. */
export async function updateDocument(documents: DocumentRepository, kind: DocumentKind, auth: AuthContext, id: string, body: DocumentUpdateBody) {
  await findDocument(documents, kind, auth, id);
  const changes: { title?: string; status?: number } = {};
  if (body.title !== undefined) {
    changes.title = cleanTitle(body.title);
    if (!changes.title) throw badRequest('Please enter a title.');
  }
  if (body.status !== undefined) changes.status = body.status;
  if (changes.title === undefined && changes.status === undefined) throw badRequest('Send a title or a status.');
  return documentView(await documents.update(id, changes));
}
