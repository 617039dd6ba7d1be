// The dashboard's graphcache config: the usage has no identity of its own (it is the answer to
// one workspace and period, stored under the query), and its documents are WriterDocuments,
// keyed by id like the writer's own, so a rename there shows here too.
import { embedded, type GatewayCache } from '../domain';

export const dashboardCache: GatewayCache = {
  keys: {
    WorkspaceUsage: embedded,
    UsageDay: embedded,
  },
};
