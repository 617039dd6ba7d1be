// What ended access, told to every server process sharing one PostgreSQL. Each process trusts a
// token it checked for a few seconds (tokens.ts); whatever ends one (logout, a password change or
// reset, a member's removal, a REST API key revoked) is published on the live bus
// (server/lib/live/live-bus.ts) once its write has committed, and every other process drops what
// it remembered for it as the news arrives, within milliseconds. Should the bus's connection be
// lost, each process drops everything it remembered (news may have been missed), and the cache
// bound (AUTH_CACHE_SECONDS) is what holds until the connection is open again. With PGlite there
// is one process and no bus.
import type { LiveBus } from '../lib/live/live-bus';

/** The bus kind revocations travel as; the item's id is the Ended, as JSON. */
export const revocationKind = 'auth-revoked';

/** What ended: one login session (its `jti`), a user's sessions (in one workspace or all), or one REST API key. */
export type Ended = { session: string } | { user: string; workspace?: string } | { key: string };

export interface RevocationListener {
  /** Drop what is remembered for it. */
  ended(ended: Ended): void;
  /** News may have been missed: drop everything. */
  missed(): void;
}

/** Starts hearing other processes' revocations; answers how to tell them of this process's. */
export function shareRevocations(bus: LiveBus, listener: RevocationListener): (ended: Ended) => void {
  bus.watch(revocationKind, {
    heard(id) {
      const ended = parseEnded(id);
      if (ended) listener.ended(ended);
    },
    missed: () => listener.missed(),
  });
  // After the write that ended access has committed; a lost publish leaves the cache bound.
  return (ended) => void bus.publish({ kind: revocationKind, id: JSON.stringify(ended) }).catch(() => {});
}

function parseEnded(id: string): Ended | null {
  let value: unknown;
  try {
    value = JSON.parse(id);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (typeof fields.session === 'string') return { session: fields.session };
  if (typeof fields.key === 'string') return { key: fields.key };
  if (typeof fields.user === 'string') return typeof fields.workspace === 'string' ? { user: fields.user, workspace: fields.workspace } : { user: fields.user };
  return null;
}
