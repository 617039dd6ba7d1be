import type { GalleryPresetsQuery as GalleryPresets } from '../../gateway/generated/graphql';
import { GalleryPresetsQuery } from '../../gateway/writer/operations';
import type { ListSource } from '../lists/listSource';

// The writer's template gallery as a resource list (listMachine): pages of presets by id, of the
// category chosen in the strip (`filters.category`) and with the words searched. Presets are
// read-only for a user: no status and no delete.

export type GalleryPreset = GalleryPresets['presets'][number];

export const presetSource: ListSource<GalleryPreset> = {
  page: async (client, { query, limit, startingAfter }) => {
    const category = query.filters.category;
    const result = await client
      .query(
        GalleryPresetsQuery,
        { limit, categoryId: typeof category === 'string' ? category : null, query: query.search || null, startingAfter: startingAfter ?? null },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error || !result.data) throw result.error ?? new Error('The templates could not be loaded.');
    return result.data.presets;
  },
};
