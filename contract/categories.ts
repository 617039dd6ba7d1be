// Categories of the catalogue (SPEC §7, `GET /categories`): what the categories strip above a
// list shows. Kept apart from catalogue.ts so the strip's contract reads on its own.
import { Type } from 'typebox';
import { Id, ListOf, PageQuery } from './common';

export const CategoryQuery = Type.Object({
  ...PageQuery.properties,
  /** Comma-separated kinds (`preset`, `image`, …); all kinds when absent. */
  types: Type.Optional(Type.String({ title: 'The kinds', maxLength: 200 })),
});

export const Category = Type.Object({
  id: Id,
  title: Type.String(),
  type: Type.String(),
});
export const CategoryList = ListOf(Category);
