// Messages form a tree through parentId (users branch by editing a question or regenerating an
// answer). The screen shows one path through it: the one that runs through the conversation's
// chosen leaf (kept on the server), continued below it by the most recent child at each step.
// Without a chosen leaf (or when it is gone) the path follows the most recent child from the root.

export interface ThreadNode {
  id: string;
  parentId: string | null;
  createdAt: string;
}

/** Where a message stands among its siblings, for the ‹ 2/3 › switcher. */
export interface Siblings<T> {
  /** 1-based. */
  index: number;
  count: number;
  previous: T | null;
  next: T | null;
}

export function currentThread<T extends ThreadNode>(messages: readonly T[]): T[] {
  return visiblePath(messages, null);
}

/** The path through `leafId`: its ancestors from the root, then the newest child at each step below it. */
export function visiblePath<T extends ThreadNode>(messages: readonly T[], leafId: string | null | undefined): T[] {
  const children = childrenOf(messages);
  const byId = new Map(messages.map((message) => [message.id, message]));
  const leaf = leafId ? byId.get(leafId) : undefined;
  const path: T[] = [];
  // `seen` guards against a malformed tree with a cycle.
  const seen = new Set<string>();
  for (let node = leaf; node && !seen.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
    seen.add(node.id);
    path.unshift(node);
  }
  let next = leaf ? newest(children.get(leaf.id)) : newest(children.get(null));
  while (next && !seen.has(next.id)) {
    seen.add(next.id);
    path.push(next);
    next = newest(children.get(next.id));
  }
  return path;
}

/**
 * The path through `leafId` among the messages loaded so far (a conversation is read a page of
 * its path at a time): when the leaf is not among them (its branch was just read, from its
 * newest end), the path ends at the last loaded message.
 */
export function loadedPath<T extends ThreadNode>(messages: readonly T[], leafId: string | null | undefined): T[] {
  const known = leafId && messages.some((message) => message.id === leafId);
  return visiblePath(messages, known ? leafId : (messages.at(-1)?.id ?? null));
}

/** Where `id` stands among its siblings, from their ids (oldest first, as the server lists them). */
export function siblingsByIds(ids: readonly string[], id: string): Siblings<{ id: string }> {
  const at = ids.indexOf(id);
  const sibling = (index: number) => (ids[index] === undefined ? null : { id: ids[index] });
  return { index: at + 1, count: ids.length, previous: sibling(at - 1), next: sibling(at + 1) };
}

/** The message's siblings (same parent, oldest first) and its place among them. */
export function siblingsOf<T extends ThreadNode>(messages: readonly T[], message: T): Siblings<T> {
  const siblings = sortByAge(messages.filter((other) => (other.parentId ?? null) === (message.parentId ?? null)));
  const at = siblings.findIndex((other) => other.id === message.id);
  return { index: at + 1, count: siblings.length, previous: siblings[at - 1] ?? null, next: siblings[at + 1] ?? null };
}

function childrenOf<T extends ThreadNode>(messages: readonly T[]): Map<string | null, T[]> {
  const children = new Map<string | null, T[]>();
  for (const message of messages) {
    const key = message.parentId ?? null;
    const siblings = children.get(key);
    if (siblings) siblings.push(message);
    else children.set(key, [message]);
  }
  return children;
}

function newest<T extends ThreadNode>(siblings: T[] | undefined): T | undefined {
  if (!siblings?.length) return undefined;
  // Ties on createdAt (same millisecond) go to the later one in server order.
  return siblings.reduce((best, m) => (m.createdAt >= best.createdAt ? m : best));
}

/** Oldest first; a stable sort keeps server order for ties. */
function sortByAge<T extends ThreadNode>(messages: T[]): T[] {
  return [...messages].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
