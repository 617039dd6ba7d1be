// A workspace on a plan that keeps `cap` cloned voices, subscribed to it when it has no plan yet
// (a guest's workspace has none, and no plan means no clones): the gateway, screen and e2e tests
// clone voices through the real server's cap.
import type { FastifyInstance } from 'fastify';
import { billingRepository } from '../../../server/billing/repository';
import { onCloneCap } from '../../server/helpers/voiceover';

export async function allowClones(app: FastifyInstance, workspaceId: string, cap: number) {
  await onCloneCap(app, { user: { workspace: { id: workspaceId } } } as Parameters<typeof onCloneCap>[1], cap);
  const subscribed = await app.db.selectFrom('subscriptions').select('id').where('workspace_id', '=', workspaceId).executeTakeFirst();
  if (!subscribed) await billingRepository(app.db).subscribe(workspaceId, `plan-test-clones-${cap}`);
}
