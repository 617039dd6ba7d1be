// The model catalogue (docs/rest-api.md, "Catalogue").
import type { ModelList } from '../../../contract/catalogue';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import type { WireMap } from '../wire-map';

export const catalogueResolvers: Resolvers = {
  Query: {
    models: async (_, { type }, { rest }) => (await rest.get<Wire<typeof ModelList>>('/models', { type })).data,
    providers: async (_, { type }, { rest }) => byProvider((await rest.get<Wire<typeof ModelList>>('/models', { type })).data),
  },
  // The REST model nests its provider and leaves `modalities` and `capabilities` as any JSON.
  Model: {
    provider: (model) => model.provider.name,
    providerLabel: (model) => model.provider.label,
    modalitiesInput: (model) => strings((model.modalities as { input?: unknown } | null)?.input),
    capabilities: (model) => strings(model.capabilities),
  },
};

/** SPEC §3 "Provider: name and list of models": grouped in the order the catalogue first names each. */
function byProvider(models: WireMap['Model'][]): WireMap['Provider'][] {
  const providers = new Map<string, WireMap['Provider']>();
  for (const model of models) {
    const provider = providers.get(model.provider.name) ?? { ...model.provider, models: [] };
    provider.models.push(model);
    providers.set(provider.name, provider);
  }
  return [...providers.values()];
}

/** Keeps the strings of a list. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
