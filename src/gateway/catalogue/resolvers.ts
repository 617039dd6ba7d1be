// The model catalogue (docs/rest-api.md, "Catalogue").
import type { Model, Resolvers } from '../generated/resolvers';
import type { RestList } from '../rest';

interface RestModel {
  key: string;
  name: string;
  provider: { name: string } | null;
  description: string | null;
  type: string;
  is_available: boolean;
  is_enabled: boolean;
  granted: boolean;
  is_local: boolean;
  modalities?: { input?: string[] };
  capabilities?: string[];
}

export const catalogueResolvers: Resolvers = {
  Query: {
    models: async (_, { type }, { rest }) => {
      const models = await rest.get<RestList<RestModel>>('/models', { type });
      return models.data.map(toModel);
    },
  },
};

function toModel(model: RestModel): Partial<Model> {
  return {
    key: model.key,
    name: model.name,
    provider: model.provider?.name ?? '',
    description: model.description,
    type: model.type,
    isAvailable: model.is_available,
    isEnabled: model.is_enabled,
    granted: model.granted,
    isLocal: model.is_local,
    modalitiesInput: model.modalities?.input ?? [],
    capabilities: model.capabilities ?? [],
  };
}
