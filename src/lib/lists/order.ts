// The order a resource list shows its items in (SPEC §2, §4): granted items before the ones
// the plan does not grant, and within each, the pinned ones in the order they were pinned,
// then the rest in the order the server sent them. Pure, so the machine derives its view from
// it and the rule is tested by itself.

/** What every listed resource has (SPEC: id, status 1 or 0, granted, pinned, output_file). */
export interface ListItem {
  id: string;
  /** Absent means granted: only a resource the plan refuses says `false`. */
  granted?: boolean | null;
  status?: number | null;
}

export function orderItems<T extends ListItem>(items: readonly T[], pins: readonly string[]): T[] {
  // Most lists have neither pins nor refused items: the server's order as it is, no sort of
  // thousands of items on every page.
  if (!pins.length && !items.some((item) => item.granted === false)) return items as T[];
  const pinRank = new Map(pins.map((id, rank) => [id, rank]));
  const key = (item: T, serverRank: number) => [item.granted === false ? 1 : 0, pinRank.get(item.id) ?? pins.length, serverRank];
  return items
    .map((item, serverRank) => ({ item, key: key(item, serverRank) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ item }) => item);
}
