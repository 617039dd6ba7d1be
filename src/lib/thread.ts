// Messages form a tree through parentId (users can branch by editing or regenerating).
// The screen shows one path: from the root, always follow the most recent child.

export interface ThreadNode {
  id: string;
  parentId: string | null;
  createdAt: string;
}

export function currentThread<T extends ThreadNode>(messages: readonly T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const message of messages) {
    const key = message.parentId ?? null;
    const siblings = children.get(key);
    if (siblings) siblings.push(message);
    else children.set(key, [message]);
  }
  const thread: T[] = [];
  const seen = new Set<string>();
  let next = newest(children.get(null));
  // `seen` guards against a malformed tree with a cycle.
  while (next && !seen.has(next.id)) {
    seen.add(next.id);
    thread.push(next);
    next = newest(children.get(next.id));
  }
  return thread;
}

function newest<T extends ThreadNode>(siblings: T[] | undefined): T | undefined {
  if (!siblings?.length) return undefined;
  // Ties on createdAt (same millisecond) go to the later one in server order.
  return siblings.reduce((best, m) => (m.createdAt >= best.createdAt ? m : best));
}
