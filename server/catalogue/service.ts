// The catalogue's services: what can be chosen (models, assistants) and the prompt help (prompts,
// preset tiles). Read-only and public; `granted` and availability depend on the caller's workspace.
import { billingRepository } from '../billing/repository';
import { createBillingService } from '../billing/service';
import type { DomainDeps } from '../domain';
import { listAssistants, type AssistantListOptions } from './assistants';
import { listCategories, type CategoryListOptions } from './categories';
import { listModels, type ModelFilter } from './models';
import { getPrompt, listPresets, searchPrompts, type PresetListOptions, type PromptSearch } from './prompts';
import { catalogueRepository } from './repository';

export function createCatalogueService({ db, config }: Pick<DomainDeps, 'db' | 'config'>) {
  const catalogue = catalogueRepository(db);
  // The plan decides which assistants are granted.
  const billing = createBillingService(billingRepository(db));
  return {
    models: (workspaceId: string | null, filter: ModelFilter) => listModels(catalogue, config, workspaceId, filter),
    assistants: (workspaceId: string | null, options: AssistantListOptions) => listAssistants(catalogue, billing, workspaceId, options),
    searchPrompts: (options: PromptSearch) => searchPrompts(catalogue, options),
    prompt: (id: string) => getPrompt(catalogue, id),
    presets: (options: PresetListOptions) => listPresets(catalogue, options),
    categories: (options: CategoryListOptions) => listCategories(catalogue, options),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
