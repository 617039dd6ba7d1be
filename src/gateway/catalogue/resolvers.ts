// The model catalogue (docs/rest-api.md, "Catalogue").
import type { ModelList, Model as RestModel } from '../../../contract/catalogue';
import type { Wire } from '../../../contract/common';
import type { Model, Provider, Resolvers } from '../generated/resolvers';

export const catalogueResolvers: Resolvers = {
  Query: {
    models: async (_, { type }, { rest }) => (await rest.get<Wire<typeof ModelList>>('/models', { type })).data.map(toModel),
    providers: async (_, { type }, { rest }) => byProvider((await rest.get<Wire<typeof ModelList>>('/models', { type })).data),
  },
};

/** SPEC §3 "Provider: name and list of models": grouped in the order the catalogue first names each. */
function byProvider(models: Wire<typeof RestModel>[]): Provider[] {
  const providers = new Map<string, Provider>();
  for (const model of models) {
    const provider = providers.get(model.provider.name) ?? { name: model.provider.name, label: model.provider.label, models: [] };
    provider.models.push(toModel(model));
    providers.set(provider.name, provider);
  }
  return [...providers.values()];
}

function toModel(model: Wire<typeof RestModel>): Model {
  return {
    key: model.key,
    name: model.name,
    provider: model.provider.name,
    providerLabel: model.provider.label,
    description: model.description,
    type: model.type,
    isAvailable: model.is_available,
    unavailableReason: model.unavailable_reason,
    isEnabled: model.is_enabled,
    granted: model.granted,
    notGrantedReason: model.not_granted_reason,
    isLocal: model.is_local,
    modalitiesInput: strings((model.modalities as { input?: unknown } | null)?.input),
    capabilities: strings(model.capabilities),
  };
}

/** The contract leaves `modalities` and `capabilities` as any JSON: keep the strings of a list. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
