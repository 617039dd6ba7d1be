// The median pitch of a voice (pitchy, MIT: McLeod's pitch method), worked out in a worker
// thread: 30 s of audio is some 1,500 autocorrelations, CPU work that would hold every other
// request. The worker is source text for the same reason as flite-wasi's (flite-wasi.ts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MonoAudio } from '../audio/wav';

/** Voices sit between these; a frame whose pitch lies outside is noise or an octave error. */
export const pitchRange = { low: 60, high: 500 } as const;

const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
(async () => {
  const { PitchDetector } = await import(workerData.pitchy);
  const { samples, sampleRate, low, high } = workerData;
  // About 40 ms windows (two periods of the lowest voice), half overlapping.
  let size = 256;
  while (size < sampleRate * 0.04) size *= 2;
  const detector = PitchDetector.forFloat32Array(size);
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]));
  const floor = peak * 0.05;
  const pitches = [];
  for (let at = 0; at + size <= samples.length; at += size / 2) {
    const frame = samples.subarray(at, at + size);
    let energy = 0;
    for (let i = 0; i < size; i++) energy += frame[i] * frame[i];
    // Voiced frames only: loud enough and clearly periodic.
    if (Math.sqrt(energy / size) < floor) continue;
    const [pitch, clarity] = detector.findPitch(frame, sampleRate);
    if (clarity >= 0.9 && pitch >= low && pitch <= high) pitches.push(pitch);
  }
  parentPort.postMessage(pitches);
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

let pitchyUrl: string | null = null;
const pitchy = () => (pitchyUrl ??= pathToFileURL(createRequire(join(import.meta.dirname, 'pitch.ts')).resolve('pitchy')).href);

/** The pitch of every voiced frame, Hz. */
export async function voicedPitches(audio: MonoAudio): Promise<number[]> {
  const worker = new Worker(workerSource, { eval: true, workerData: { pitchy: pitchy(), samples: audio.samples, sampleRate: audio.sampleRate, ...pitchRange } });
  try {
    const result = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The pitch analysis stopped (${code}).`)));
    });
    if (!Array.isArray(result)) throw new Error(`The pitch analysis failed: ${(result as { error?: string }).error}`);
    return result as number[];
  } finally {
    await worker.terminate();
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median pitch of the voiced frames, Hz; 0 when none is voiced. */
export const medianPitch = async (audio: MonoAudio) => median(await voicedPitches(audio));
