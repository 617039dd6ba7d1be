// The catalogue's graphcache config: a model is known by its key (it has no id), a provider by its name.
import type { GatewayCache } from '../domain';

export const catalogueCache: GatewayCache = {
  keys: { Model: (model) => String(model.key), Provider: (provider) => String(provider.name) },
};
