// The assistants of the catalogue, paged, each with whether the caller's plan may use it.
import { assistantPageLimit } from '../../contract/catalogue';
import type { BillingService } from '../billing/service';
import { badRequest } from '../lib/errors';
import type { CatalogueRepository } from './repository';

export interface AssistantListOptions {
  limit?: number;
  starting_after?: string;
}

/**
 * Every assistant, in the catalogue's order, each with `granted`: whether the caller's plan
 * (`config.assistants`, null meaning all) lets it be used. Anonymous callers are granted none.
 */
export async function listAssistants(catalogue: CatalogueRepository, billing: BillingService, workspaceId: string | null, options: AssistantListOptions) {
  const limit = Math.min(Math.max(options.limit ?? assistantPageLimit, 1), assistantPageLimit);
  const after = options.starting_after;
  if (after && !(await catalogue.assistantExists(after))) throw badRequest('starting_after does not name an assistant.');
  const [assistants, allowed] = await Promise.all([catalogue.assistants(limit, after), allowedAssistants(billing, workspaceId)]);
  return {
    object: 'list' as const,
    // The row as it is (the Assistant schema leaves out its instructions, sort and created_at), and whether the plan allows it.
    data: assistants.map((assistant) => ({ ...assistant, granted: allowed === 'none' ? false : allowed === 'all' || allowed.includes(assistant.id) })),
  };
}
/** The plan's list, 'all' when the plan sets none, 'none' for anonymous callers. */
async function allowedAssistants(billing: BillingService, workspaceId: string | null): Promise<string[] | 'all' | 'none'> {
  if (!workspaceId) return 'none';
  const list = (await billing.subscription(workspaceId))?.plan.config.assistants;
  return Array.isArray(list) ? list.map(String) : 'all';
}
