// The model catalogue (docs/rest-api.md, "Catalogue").
import type { ModelList, Model as RestModel } from '../../../contract/catalogue';
import type { Wire } from '../../../contract/common';
import type { Model, Resolvers } from '../generated/resolvers';

export const catalogueResolvers: Resolvers = {
  Query: {
    models: async (_, { type }, { rest }) => (await rest.get<Wire<typeof ModelList>>('/models', { type })).data.map(toModel),
  },
};

function toModel(model: Wire<typeof RestModel>): Model {
  return {
    key: model.key,
    name: model.name,
    provider: model.provider.name,
    description: model.description,
    type: model.type,
    isAvailable: model.is_available,
    isEnabled: model.is_enabled,
    granted: model.granted,
    isLocal: model.is_local,
    modalitiesInput: strings((model.modalities as { input?: unknown } | null)?.input),
    capabilities: strings(model.capabilities),
  };
}

/** The contract leaves `modalities` and `capabilities` as any JSON: keep the strings of a list. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
