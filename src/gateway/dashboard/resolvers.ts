// The dashboard's resolvers (docs/rest-api.md, "Dashboard"): GraphQL → REST. The recent
// documents are both kinds' lists asked for at once (`limit`, newest first) and merged: the
// newest `limit` of the two are the newest of all.
import type { Wire } from '../../../contract/common';
import type { UsageDataset } from '../../../contract/dashboard';
import type { DocumentList } from '../../../contract/writer';
import { dashboardDocumentCount, usageDays } from '../../../contract/dashboard-limits';
import type { DocumentKind, Resolvers } from '../generated/resolvers';
import { documentsPath } from '../writer/paths';
import { toWriterDocument } from '../writer/to-document';

const kinds: DocumentKind[] = ['document', 'code'];

export const dashboardResolvers: Resolvers = {
  Query: {
    recentDocuments: async (_, { limit }, { rest }) => {
      const size = limit ?? dashboardDocumentCount;
      const pages = await Promise.all(
        kinds.map(async (kind) => {
          const page = await rest.get<Wire<typeof DocumentList>>(documentsPath(kind), { limit: size, sort: 'created_at:desc' });
          return page.data.map((document) => toWriterDocument(kind, document));
        }),
      );
      // ISO timestamps of one format sort as text; the id breaks a tie the same way every time.
      const newestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
        b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
      return pages.flat().sort(newestFirst).slice(0, size);
    },
    workspaceUsage: (_, { workspaceId, days }, { rest }) =>
      rest.get<Wire<typeof UsageDataset>>(`/workspaces/${encodeURIComponent(workspaceId)}/datasets/usage`, { limit: days ?? usageDays }),
  },
  // REST's list of days is its `data`.
  WorkspaceUsage: { days: (usage) => usage.data },
};
