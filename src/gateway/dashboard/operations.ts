import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Dashboard operations: one query for the whole page (the documents and the chart arrive
// together, so the page has one loading state); types come from `npm run codegen`.

export const RecentDocumentFields = graphql(`
  fragment RecentDocumentFields on WriterDocument {
    id
    kind
    title
    createdAt
  }
`);

export const DashboardQuery = graphql(`
  query Dashboard($workspaceId: ID!, $documents: Int, $days: Int) {
    recentDocuments(limit: $documents) { ...RecentDocumentFields }
    workspaceUsage(workspaceId: $workspaceId, days: $days) {
      days { date credits uses }
      totalCredits
      totalUses
    }
  }
`);
