// Debian's flite, espeak-ng, ffmpeg and pocketsphinx run as separate programs: off the event loop
// by nature, and the GPL ones (espeak-ng, ffmpeg builds) stay separate works. Whether each is
// installed is looked up once.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const found = new Map<string, boolean>();

/** Whether a program is on PATH (cached: the install does not change while the server runs). */
export function onPath(program: string): boolean {
  let known = found.get(program);
  if (known === undefined) {
    known = (process.env.PATH ?? '').split(delimiter).some((folder) => {
      try {
        accessSync(join(folder, program), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
    found.set(program, known);
  }
  return known;
}

/** Runs a program to its end and returns what it wrote; a non-zero exit throws with its stderr. */
export function runProgram(program: string, args: string[], options: { input?: Buffer; signal?: AbortSignal } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], signal: options.signal });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // A program that exits before reading all its input (ffmpeg refusing a file) closes the pipe.
    child.stdin.on('error', () => {});
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${program} exited with ${code}: ${Buffer.concat(err).toString().trim().slice(-300)}`));
    });
    child.stdin.end(options.input);
  });
}

/** Runs `work` with a fresh temporary folder, removed afterwards whatever happens. */
export async function inTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-audio-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
