// The catalogue's categories, in its order (sort, then id), paged by `starting_after`, of the
// kinds asked for.
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { Category } from '../../contract/categories';
import { maxPageSize, pageSize } from '../../contract/common';
import type { CategoriesTable } from '../db/types';
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
  return { object: 'list' as const, data: rows.map(categoryView) };
}

function categoryView(category: Selectable<CategoriesTable>): Static<typeof Category> {
  return { id: category.id, title: category.title, type: category.type };
}
