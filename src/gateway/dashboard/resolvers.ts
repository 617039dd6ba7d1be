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
      const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
        b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
      return pages.flat().sort(newestFirst).slice(0, size);
    },
    workspaceUsage: async (_, { workspaceId, days }, { rest }) => {
      const answer = await rest.get<Wire<typeof UsageDataset>>(`/workspaces/${encodeURIComponent(workspaceId)}/datasets/usage`, { limit: days ?? usageDays });
      return { days: answer.data, totalCredits: answer.total_credits, totalUses: answer.total_uses };
    },
  },
};
