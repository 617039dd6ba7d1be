// Categories (docs/rest-api.md, "Categories"): the REST category is the schema's, field for field.
import type { CategoryList } from '../../../contract/categories';
import type { Wire } from '../../../contract/common';
import { maxPageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import type { Rest } from '../rest';

type RestCategory = Wire<typeof CategoryList>['data'][number];

export const categoryResolvers: Resolvers = {
  Query: {
    categories: (_, { types }, { rest }) => allCategories(rest, types?.length ? types.join(',') : undefined),
  },
};

/** A page at a time, starting after the last one's last id, until a page comes back short. */
async function allCategories(rest: Rest, types: string | undefined): Promise<RestCategory[]> {
  const all: RestCategory[] = [];
  for (;;) {
    const page = await rest.get<Wire<typeof CategoryList>>('/categories', { limit: maxPageSize, starting_after: all.at(-1)?.id, types });
    all.push(...page.data);
    if (page.data.length < maxPageSize) return all;
  }
}
