// The workspaces domain: the user's workspaces, their members, invitations by mailed link, the
// workspace's own provider keys (sealed at rest). Its cloned voices are voiceover's (server/voiceover);
// billing's address stays billing's (POST /workspaces/{id}).
import { billingRepository } from '../billing/repository';
import { createBillingService } from '../billing/service';
import { defineDomain } from '../domain';
import { createInvitationService } from './invitations';
import { workspacesRepository } from './repository';
import { workspaceRoutes } from './routes';
import { createWorkspaceService } from './service';

export const workspacesDomain = defineDomain({
  name: 'workspaces',
  services: ({ db, config, files, mailer }) => {
    const billing = billingRepository(db);
    const workspaces = createWorkspaceService({ workspaces: workspacesRepository(db), billing: createBillingService(billing), config, files });
    return { workspaces, invitations: createInvitationService({ config, workspaces, billing, mailer }) };
  },
  routes: workspaceRoutes,
});
