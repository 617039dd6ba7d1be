// One server process per data folder. The embedded database (PGlite in DATA_DIR/db) is a
// Postgres data directory that only one process may open: a second process opening it corrupts
// it or fails later with errors that name nothing ("Migration failed: Aborted()"). It also lets a
// starting process know that every reply left "generating" belongs to a process that is gone.
//
// The lock is a file, DATA_DIR/atelier.lock, created exclusively and naming its process. A lock
// whose process is no longer alive (killed, crashed, or a container restarted with the same pid)
// is taken over, and so is one whose process was killed but not yet reaped by its parent (a
// zombie: it still has a pid, but it will never touch the folder again); one held by a live process makes the second start refuse before touching anything.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataFolderInUse extends Error {}

interface LockHolder {
  pid: number;
  host: string;
  /** When the process started (Linux clock ticks since boot), so a reused pid is not taken for it. */
  started: string | null;
  /** Tells this lock apart from a later one of the same process. */
  token: string;
}

/** Data folders this process holds: a second database on one of them in this process is refused too. */
const held = new Set<string>();

/** Takes the data folder's lock or throws DataFolderInUse; returns the release (also done at exit). */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, 'atelier.lock');
  if (held.has(dataDir)) throw inUse(dataDir, { pid: process.pid, host: hostname() });
  mkdirSync(dataDir, { recursive: true });
  const mine: LockHolder = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid), token: randomBytes(8).toString('hex') };
  for (let attempt = 0; ; attempt++) {
    // Only a lock that keeps changing hands under us gets here.
    if (attempt === 30) throw inUse(dataDir, null);
    if (create(file, mine)) break;
    const holder = read(file);
    if (holder === 'gone') continue;
    if (holder !== 'unreadable' && isAlive(holder)) throw inUse(dataDir, holder);
    // An unreadable lock may be one being written this very moment: give it a moment first.
    if (holder === 'unreadable' && attempt < 10) {
      pause(50);
      continue;
    }
    removeIfStill(file, holder);
  }
  held.add(dataDir);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(dataDir)) return;
    const holder = read(file);
    if (typeof holder === 'object' && holder.token === mine.token) unlinkQuietly(file);
  };
  process.on('exit', release);
  return release;
}

function inUse(dataDir: string, holder: Pick<LockHolder, 'pid' | 'host'> | null) {
  const who = !holder ? '' : holder.host === hostname() ? ` (process ${holder.pid})` : ` (process ${holder.pid} on ${holder.host})`;
  return new DataFolderInUse(
    `Another Atelier server is already using the data folder ${dataDir}${who}. Stop it first, or start this one with another DATA_DIR.`,
  );
}

/** Creates the lock file only if there is none (one atomic step); false when one exists. */
function create(file: string, mine: LockHolder): boolean {
  try {
    writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function read(file: string): LockHolder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine's process cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true;
  // Our own pid but not a folder we hold: a lock from before a restart that reused the pid.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = statOf(holder.pid);
  // A zombie answers signals until its parent reaps it, which a supervisor may do only later.
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  return !(holder.started && stat?.started && stat.started !== holder.started);
}

/**
 * Removes a stale lock, unless another starting process replaced it in between: the lock is
 * moved aside in one step, and put back if what was moved is not the stale one that was read.
 */
function removeIfStill(file: string, stale: LockHolder | 'unreadable') {
  const aside = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = read(aside);
  const same = stale === 'unreadable' ? moved === 'unreadable' : typeof moved === 'object' && moved.token === stale.token;
  if (same) unlinkQuietly(aside);
  else renameSync(aside, file);
}

function startTimeOf(pid: number): string | null {
  return statOf(pid)?.started ?? null;
}

/** Fields 3 (the state: R, S, D, Z for a zombie, …) and 22 (the start time) of /proc/<pid>/stat (Linux); null elsewhere. */
function statOf(pid: number): { state: string; started: string | null } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? null };
  } catch {
    return null;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
