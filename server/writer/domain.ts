// The writer domain: the writer's documents and the coder's, one domain for both kinds
// (kinds.ts). A document is written as a live job (server/lib/live), like a chat reply: it
// survives its request, can be stopped and re-attached to, and is billed once when it ends.
import { defineDomain } from '../domain';
import { documentKinds } from './kinds';
import { writerRoutes } from './routes';
import { createWriterService } from './service';

export const writerDomain = defineDomain({
  name: 'writer',
  services: (deps) => createWriterService(deps),
  // Documents left "being written" by a process that died are kept and marked incomplete at
  // start; those still being written at shutdown are stored.
  liveStores: documentKinds.map((kind) => kind.live),
  routes: writerRoutes,
});
