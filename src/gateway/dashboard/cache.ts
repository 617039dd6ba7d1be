// The dashboard's graphcache config: nothing by hand. The usage has no identity of its own (no
// id in its schema: stored under the query, the answer to one workspace and period), and its
// documents are WriterDocuments, keyed by id like the writer's own, so a rename there shows here too.
import type { GatewayCache } from '../domain';

export const dashboardCache: GatewayCache = {};
