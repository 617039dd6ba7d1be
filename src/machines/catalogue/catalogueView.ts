import { orderItems } from '../../lib/lists/order';
import type { ModelFieldsFragment } from '../../gateway/generated/graphql';
import type { CatalogueContext } from './catalogueMachine';

// What the catalogue screen shows, derived from the catalogue as read (ProvidersQuery, through
// the cache) and catalogueMachine's filters: the types there are to filter by, the providers
// with the models that pass the type and the search, in the lists' order (src/lib/lists/order.ts:
// granted first, then pinned in pin order, then the catalogue's), and the model whose detail is
// open.

export type CatalogueModel = ModelFieldsFragment;
export interface CatalogueProvider {
  name: string;
  label: string;
  models: CatalogueModel[];
}

/** The types the filter offers, in this order, when the catalogue has a model of that type. */
export const modelTypes = ['llm', 'image', 'transcription', 'video', 'voice-isolation', 'speech', 'classification', 'music'] as const;

export interface CatalogueView {
  types: string[];
  providers: Array<Omit<CatalogueProvider, 'models'> & { models: Array<CatalogueModel & { pinned: boolean }> }>;
  /** Models shown, over every provider. */
  shown: number;
  /** The open detail's model; null while loading or when the address names no model of the catalogue. */
  detail: (CatalogueModel & { pinned: boolean }) | null;
}

/** A search matches when every word is in the model's name, key, description, provider or capabilities. */
export function matchesSearch(model: CatalogueModel, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [model.name, model.key, model.description ?? '', model.providerLabel, model.type, ...model.capabilities].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export function catalogueView(providers: CatalogueProvider[], context: Pick<CatalogueContext, 'type' | 'search' | 'pins' | 'selected'>): CatalogueView {
  const all = providers.flatMap((provider) => provider.models);
  const present = new Set(all.map((model) => model.type));
  const types = [...modelTypes.filter((type) => present.has(type)), ...[...present].filter((type) => !(modelTypes as readonly string[]).includes(type))];

  const pinned = new Set(context.pins);
  const passing = all.filter((model) => (!context.type || model.type === context.type) && matchesSearch(model, context.search));
  const ordered = orderItems(passing.map((model) => ({ ...model, id: model.key, pinned: pinned.has(model.key) })), context.pins);

  // Providers in the order their first model comes, so a pinned model's provider leads.
  const labels = new Map(providers.map((provider) => [provider.name, provider.label]));
  const groups = new Map<string, CatalogueView['providers'][number]>();
  for (const model of ordered) {
    const group = groups.get(model.provider) ?? { name: model.provider, label: labels.get(model.provider) ?? model.providerLabel, models: [] };
    group.models.push(model);
    groups.set(model.provider, group);
  }

  const detail = all.find((model) => model.key === context.selected);
  return {
    types,
    providers: [...groups.values()],
    shown: ordered.length,
    detail: detail ? { ...detail, pinned: pinned.has(detail.key) } : null,
  };
}
