import type { GalleryPresetsQuery as GalleryPresets } from '../../gateway/generated/graphql';
import { GalleryPresetsQuery } from '../../gateway/writer/operations';
import { listRead, type ListSource } from '../lists/listSource';

// The writer's template gallery as a resource list: pages of presets by id, of the category
// chosen in the strip (`filters.category`) and with the words searched, read through graphcache.
// Presets are read-only for a user: no count, no status and no delete.

export type GalleryPreset = GalleryPresets['presets'][number];

export const presetSource: ListSource<GalleryPreset> = {
  page: listRead({
    query: GalleryPresetsQuery,
    variables: (query) => {
      const category = query.filters.category;
      return { categoryId: typeof category === 'string' ? category : null, query: query.search || null };
    },
    of: (data) => data.presets,
  }),
};
