// The catalogue's categories, in its order (sort, then id), paged by `starting_after`, of the
// kinds asked for.
import { maxPageSize, pageSize } from '../../contract/common';
import { badRequest } from '../lib/errors';
import type { CatalogueRepository } from './repository';

export interface CategoryListOptions {
  limit?: number;
  starting_after?: string;
  types?: string;
}

export async function listCategories(catalogue: CatalogueRepository, options: CategoryListOptions) {
  const limit = Math.min(Math.max(options.limit ?? pageSize, 1), maxPageSize);
  const types = options.types?.split(',').map((type) => type.trim()).filter(Boolean);
  const after = options.starting_after;
  if (after && !(await catalogue.categoryExists(after))) throw badRequest('starting_after does not name a category.');
  const rows = await catalogue.categories({ limit, after, types: types?.length ? types : undefined });
  return { object: 'list' as const, data: rows };
}
