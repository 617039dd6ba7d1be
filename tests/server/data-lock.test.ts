// The data folder's lock on its own (no server): who holds it, when a lock left behind is taken
// over, and that releasing never removes another process's lock. crash.test.ts covers it with
// real processes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder } from '../../server/db/data-lock';

let folder: string;
let lockFile: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'atelier-lock-'));
  lockFile = join(folder, 'atelier.lock');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const leaveLock = (holder: Record<string, unknown>) => writeFileSync(lockFile, JSON.stringify({ host: hostname(), started: null, token: 'theirs', ...holder }));
const holderPid = () => JSON.parse(readFileSync(lockFile, 'utf8')).pid;
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const root = resolve(import.meta.dirname, '../..');
const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

describe('the data folder lock', () => {
  it('is taken, refused to a second database in this process, and given back', () => {
    const release = lockDataFolder(folder);
    expect(holderPid()).toBe(process.pid);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataFolder(folder)();
  });

  it('is refused while a live process holds it, naming that process, and the lock is left as it was', () => {
    leaveLock({ pid: process.ppid });
    const before = readFileSync(lockFile, 'utf8');
    expect(() => lockDataFolder(folder)).toThrow(
      `Another Atelier server is already using the data folder ${folder} (process ${process.ppid}). Stop it first, or start this one with another DATA_DIR.`,
    );
    expect(readFileSync(lockFile, 'utf8')).toBe(before);
  });

  it('is taken over from a process that is gone, from a pid now used by another process, and from a half-written file', () => {
    for (const left of [{ pid: deadPid() }, { pid: process.ppid, started: 'long ago' }, { pid: process.pid }]) {
      leaveLock(left);
      const release = lockDataFolder(folder);
      expect(holderPid()).toBe(process.pid);
      release();
    }
    writeFileSync(lockFile, '');
    const release = lockDataFolder(folder);
    expect(holderPid()).toBe(process.pid);
    release();
  });

  // After kill -9 the process stays a zombie until its parent reaps it (here: this test process,
  // which only reaps when its event loop turns). A restart in that window used to be refused.
  it.runIf(process.platform === 'linux')('is taken over at once from a process killed with SIGKILL and not yet reaped (a zombie)', async () => {
    const script = `import('./server/db/data-lock.ts').then((lock) => { lock.lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 60_000); })`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done());
        child.once('exit', (code) => fail(new Error(`the lock holder exited with ${code}`)));
      });
      expect(holderPid()).toBe(child.pid);
      // From here on nothing awaits, so the killed child is not reaped until the test has locked.
      child.kill('SIGKILL');
      const deadline = Date.now() + 20_000;
      while (stateOf(child.pid!) !== 'Z') {
        if (Date.now() > deadline) throw new Error('the killed child never became a zombie');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      }
      const release = lockDataFolder(folder);
      expect(holderPid()).toBe(process.pid);
      release();
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('released, never removes a lock that another process took in the meantime', () => {
    const release = lockDataFolder(folder);
    leaveLock({ pid: process.ppid });
    release();
    expect(holderPid()).toBe(process.ppid);
  });

  it('held on another machine (a shared folder) is refused, as its process cannot be checked from here', () => {
    leaveLock({ pid: deadPid(), host: 'elsewhere' });
    expect(() => lockDataFolder(folder)).toThrow(/\(process \d+ on elsewhere\)/);
  });
});
