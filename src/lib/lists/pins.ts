// Pinned items, kept in browser storage per list key as an ordered id list (SPEC §6): the
// first pinned comes first. Storage may be unavailable (private modes, blocked storage): then
// pins are kept in memory and last as long as the page, as the shell's preferences do.

const memory = new Map<string, string[]>();

export const pinsStorageKey = (listKey: string) => `atelier.pins.${listKey}`;

export function readPins(listKey: string): string[] {
  try {
    const stored = localStorage.getItem(pinsStorageKey(listKey));
    if (stored === null) return memory.get(listKey) ?? [];
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return memory.get(listKey) ?? [];
  }
}

export function writePins(listKey: string, ids: readonly string[]) {
  memory.set(listKey, [...ids]);
  try {
    if (ids.length) localStorage.setItem(pinsStorageKey(listKey), JSON.stringify(ids));
    else localStorage.removeItem(pinsStorageKey(listKey));
  } catch {
    /* kept in memory for this page */
  }
}

/** Pinning puts the id last in pin order; pinning twice changes nothing. */
export function pin(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function unpin(ids: readonly string[], id: string): string[] {
  return ids.filter((pinned) => pinned !== id);
}
