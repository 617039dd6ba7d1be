// The catalogue's services: what can be chosen (models, assistants) and the prompt help (prompts,
// preset tiles). Read-only and public; `granted` and availability depend on the caller's workspace.
import type { DomainDeps } from '../domain';
import { listAssistants, type AssistantListOptions } from './assistants';
import { listModels, type ModelFilter } from './models';
import { getPrompt, listPresets, searchPrompts, type PresetListOptions, type PromptSearch } from './prompts';

export function createCatalogueService({ db, config }: Pick<DomainDeps, 'db' | 'config'>) {
  return {
    models: (workspaceId: string | null, filter: ModelFilter) => listModels(db, config, workspaceId, filter),
    assistants: (workspaceId: string | null, options: AssistantListOptions) => listAssistants(db, workspaceId, options),
    searchPrompts: (options: PromptSearch) => searchPrompts(db, options),
    prompt: (id: string) => getPrompt(db, id),
    presets: (options: PresetListOptions) => listPresets(db, options),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
