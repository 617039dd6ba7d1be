// The writer's REST paths by kind (docs/rest-api.md, "Writer and coder"): each kind's library
// list and the route a new document is written through. Shared by the resolvers and the stream.
import type { DocumentKind } from '../generated/resolvers';

const lists: Record<DocumentKind, string> = { document: '/library/documents', code: '/library/code-documents' };

export const documentsPath = (kind: DocumentKind) => lists[kind];
export const documentPath = (kind: DocumentKind, id: string) => `${lists[kind]}/${encodeURIComponent(id)}`;
