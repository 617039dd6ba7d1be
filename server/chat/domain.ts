// The chat domain: conversations' messages and their replies, streamed, stopped, re-attached,
// branched and rated. Replies run on the live-job machinery (server/lib/live); what a
// conversation holds once written is the library's (server/library).
import { defineDomain } from '../domain';
import { liveReplies } from './live-reply';
import { branchRoutes } from './branch-routes';
import { resumeRoutes } from './resume-routes';
import { chatRepositories } from './repository';
import { chatRoutes } from './routes';
import { createChatService } from './service';

export const chatDomain = defineDomain({
  name: 'chat',
  services: (deps) => createChatService({ ...deps, repositories: chatRepositories(deps.db) }),
  // Replies run as live jobs in the app's registry: replies left "generating" by a process that
  // died are kept and marked incomplete at start, and those still running at shutdown are stored.
  liveStores: [liveReplies],
  async routes(app) {
    await app.register(chatRoutes);
    await app.register(resumeRoutes);
    await app.register(branchRoutes);
  },
});
