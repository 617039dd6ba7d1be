// A workspace's list pages as they went on the wire (the JSON, and its brotli and gzip forms
// once asked for), kept in memory until the database announces a change to that workspace
// (server/db/changes.ts). A list read that hits costs no query and no compression: it is how a
// history page keeps up with fastify's own speed under load (issue 9).
//
// Correctness rests on one rule: a page read is kept only if no change to its workspace was
// announced between the moment its read began and the moment it ended. A change is announced
// when it commits, so a page read before that commit is dropped by it, and a read that overlaps
// it is never kept. While the feed is not live (PostgreSQL's listening connection is down),
// every read goes to the database and nothing is kept; when it comes back, everything is dropped.
//
// What a key must hold: everything the page depends on besides the workspace (the query's
// values; the user too, for a list that is each user's own).
import type { ChangeFeed } from '../db/changes';

export interface ListAnswer {
  /** The JSON as the route's serializer wrote it. */
  json: string;
  /** Its length in bytes. */
  size: number;
  /** Compressed forms, made on the first request that accepts them. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** Its key in the cache, when it is kept. */
  keptAs?: string;
}

interface Kept {
  workspaceId: string;
  /** When its read began (the cache's clock). */
  began: number;
  answer: ListAnswer;
  bytes: number;
}

export const answerOf = (json: string): ListAnswer => ({ json, size: Buffer.byteLength(json), encoded: {} });

/** Past this many workspaces with news, the cache starts afresh, so a long-lived process stays bounded. */
const maxWorkspacesTracked = 100_000;

export function createListCache(feed: ChangeFeed | null, maxBytes: number) {
  let clock = 0;
  /** The clock at each workspace's last announced change. */
  const lastChange = new Map<string, number>();
  /** Nothing read before this is trusted. */
  let clearedAt = 0;
  // Map order is use order: the first key is the least recently used, dropped first.
  const kept = new Map<string, Kept>();
  let bytes = 0;

  function clear() {
    kept.clear();
    lastChange.clear();
    bytes = 0;
    clearedAt = ++clock;
  }

  feed?.subscribe({
    changed(workspaceId) {
      lastChange.set(workspaceId, ++clock);
      if (lastChange.size > maxWorkspacesTracked) clear();
    },
    reset: clear,
  });

  const unchangedSince = (workspaceId: string, began: number) => began > clearedAt && (lastChange.get(workspaceId) ?? 0) < began;

  function keep(id: string, entry: Kept) {
    const previous = kept.get(id);
    if (previous) bytes -= previous.bytes;
    kept.delete(id);
    kept.set(id, entry);
    bytes += entry.bytes;
    for (const [oldest, { bytes: size }] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= size;
    }
  }

  const usable = () => !!feed && maxBytes > 0 && feed.live();

  return {
    /** The page `key` of the workspace's list when it is kept and still true; otherwise undefined. */
    kept(workspaceId: string, key: string): ListAnswer | undefined {
      if (!usable()) return undefined;
      const id = `${workspaceId}\n${key}`;
      const hit = kept.get(id);
      if (!hit || !unchangedSince(workspaceId, hit.began)) return undefined;
      // Most recently used now.
      kept.delete(id);
      kept.set(id, hit);
      return hit.answer;
    },

    /** The page `key` read with `load`, and kept when nothing of its workspace changed meanwhile. */
    async read(workspaceId: string, key: string, load: () => Promise<string>): Promise<ListAnswer> {
      if (!usable()) return answerOf(await load());
      const id = `${workspaceId}\n${key}`;
      const began = ++clock;
      const answer = answerOf(await load());
      if (unchangedSince(workspaceId, began) && usable()) {
        answer.keptAs = id;
        keep(id, { workspaceId, began, answer, bytes: answer.size });
      }
      return answer;
    },

    /** Adds a compressed form to a kept answer's size, dropping older pages when over the bound. */
    grew(answer: ListAnswer, size: number) {
      const entry = answer.keptAs === undefined ? undefined : kept.get(answer.keptAs);
      if (entry?.answer === answer) keep(answer.keptAs!, { ...entry, bytes: entry.bytes + size });
    },

    /** What is kept, for tests and the bench. */
    size: () => ({ pages: kept.size, bytes }),
  };
}

export type ListCache = ReturnType<typeof createListCache>;
