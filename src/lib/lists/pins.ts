// Pinned items, kept in browser storage per list key as an ordered id list (SPEC §6): the
// first pinned comes first. Storage may be unavailable (private modes, blocked storage): then
// pins are kept in memory and last as long as the page, as the shell's preferences do.

const memory = new Map<string, string[]>();

export const pinsStorageKey = (listKey: string) => `atelier.pins.${listKey}`;

export function readPins(listKey: string): string[] {
  const kept = memory.get(listKey);
  if (kept) return [...kept];
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(pinsStorageKey(listKey)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writePins(listKey: string, ids: readonly string[]) {
  try {
    if (ids.length) localStorage.setItem(pinsStorageKey(listKey), JSON.stringify(ids));
    else localStorage.removeItem(pinsStorageKey(listKey));
    memory.delete(listKey);
  } catch {
    // Not stored: kept for this page, and read from here from now on.
    memory.set(listKey, [...ids]);
  }
}

/** Pinning puts the id last in pin order; pinning twice changes nothing. */
export function pin(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function unpin(ids: readonly string[], id: string): string[] {
  return ids.filter((pinned) => pinned !== id);
}
