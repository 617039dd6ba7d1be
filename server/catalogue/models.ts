// The model catalogue: each model with whether it is available to the caller now.
import type { Config } from '../config';
import type { Model } from '../db/types';
import { providerAvailability, type WorkspaceKeys } from '../engines/index';
import type { CatalogueRepository } from './repository';

export interface ModelFilter {
  type?: string;
}

/** The workspace's own provider keys; none for anonymous callers. The chat reads them too, with its own repository. */
export async function workspaceKeys(catalogue: CatalogueRepository, workspaceId: string | null): Promise<WorkspaceKeys> {
  if (!workspaceId) return {};
  const row = await catalogue.providerKeys(workspaceId);
  return { openai: row?.openai_api_key ?? null, anthropic: row?.anthropic_api_key ?? null };
}

/** Available means a call would reach a provider now: computed per request, never stored. */
export function isAvailable(config: Config, model: Pick<Model, 'provider' | 'is_enabled'>, keys: WorkspaceKeys): boolean {
  const providers = providerAvailability(config, keys);
  return model.is_enabled && (providers[model.provider as keyof typeof providers] ?? false);
}

export async function listModels(catalogue: CatalogueRepository, config: Config, workspaceId: string | null, filter: ModelFilter) {
  const [models, keys] = await Promise.all([catalogue.models(filter.type as Model['type'] | undefined), workspaceKeys(catalogue, workspaceId)]);
  return models.map((model) => modelView(model, isAvailable(config, model, keys), workspaceId !== null));
}

function modelView(model: Model, available: boolean, loggedIn: boolean) {
  return {
    key: model.key,
    name: model.name,
    provider: { name: model.provider },
    description: model.description,
    type: model.type,
    is_available: available,
    is_enabled: model.is_enabled,
    // Every plan may use every model for now; the plan rule will narrow this.
    granted: loggedIn && available,
    is_local: model.provider === 'local',
    modalities: model.modalities,
    capabilities: model.capabilities,
    config: model.config,
  };
}
