// Offline transcription by Debian's PocketSphinx (`pocketsphinx_continuous`, BSD-2-Clause) and
// its US English model, run as a separate program at the jobs' niceness (killed on abort). The
// upload is decoded to 16 kHz mono (ffmpeg, audio/decode.ts) and cut into pieces of at most 30 s
// at their quietest moment: each piece is one run (the model loads in 0.6 s), which gives the
// job its progress and keeps a long file's run short. `-time yes` prints every word with its
// start and end; fillers and silences are dropped and the words grouped into segments.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath } from '../audio/programs';
import { decodeToMono } from '../audio/decode';
import { readWav, writeWav, type MonoAudio } from '../audio/wav';
import { runProgram } from '../../lib/jobs/off-thread';
import { groupWords, transcriptOf, type TimedWord } from './segments';
import type { TranscribeRequest, Transcript } from './types';

export const pocketsphinxProgram = 'pocketsphinx_continuous';
export const pocketsphinxInstall = 'apt-get install pocketsphinx pocketsphinx-en-us';
const modelFolder = '/usr/share/pocketsphinx/model/en-us';
const sampleRate = 16_000;

export const notInstalled = `PocketSphinx is not installed on this server: ${pocketsphinxInstall}.`;
export const unreadable = 'The file could not be read as audio.';

/** A piece is at most this long; it ends at the quietest 50 ms of its last `search` seconds. */
export const pieceRules = { seconds: 30, search: 10, frame: 0.05 } as const;

export async function transcribePocketsphinx(request: TranscribeRequest): Promise<Transcript> {
  if (!onPath(pocketsphinxProgram) || !existsSync(join(modelFolder, 'en-us'))) throw new Error(notInstalled);
  const audio = await decodeToMono(request.data, sampleRate, request.signal);
  // A WAV with no samples is empty audio, not an unreadable file.
  if (!audio && readWav(request.data)?.samples.length !== 0) throw new Error(unreadable);
  if (!audio?.samples.length) return transcriptOf([], 0, 'en');
  const seconds = audio.samples.length / sampleRate;
  const words = await inTempFolder(async (folder) => {
    const found: TimedWord[] = [];
    const pieces = pieceBounds(audio);
    request.onProgress?.(0);
    for (const [index, [from, to]] of pieces.entries()) {
      const path = join(folder, `${index}.wav`);
      await writeFile(path, writeWav({ samples: audio.samples.subarray(from, to), sampleRate }));
      found.push(...(await recognise(path, request.signal)).map((word) => ({ ...word, start: word.start + from / sampleRate, end: word.end + from / sampleRate })));
      request.onProgress?.(to / audio.samples.length);
    }
    return found;
  });
  return transcriptOf(groupWords(words), seconds, 'en');
}

async function recognise(path: string, signal?: AbortSignal): Promise<TimedWord[]> {
  const args = ['-infile', path, '-time', 'yes', '-logfn', '/dev/null', '-hmm', join(modelFolder, 'en-us'), '-lm', join(modelFolder, 'en-us.lm.bin'), '-dict', join(modelFolder, 'cmudict-en-us.dict')];
  try {
    return parseWordTimes((await runProgram(pocketsphinxProgram, args, { signal })).stdout.toString('utf8'));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`PocketSphinx could not transcribe the audio (${(error as Error).message}).`, { cause: error });
  }
}

/**
 * `-time yes` prints each utterance's hypothesis, then one line per word: `word start end
 * confidence`. Markers (`<s>`, `</s>`, `<sil>`) and fillers (`[NOISE]`, `[SPEECH]`…) are not
 * words; `to(2)` is the second pronunciation of `to`.
 */
export function parseWordTimes(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4 || !parts.slice(1).every((part) => /^-?\d+(\.\d+)?$/.test(part))) continue;
    const [token, start, end] = parts as [string, string, string];
    if (/^[<[]/.test(token)) continue;
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return words;
}

/** Where the audio is cut: [from, to) sample ranges covering it, none longer than pieceRules.seconds. */
export function pieceBounds(audio: MonoAudio): Array<[number, number]> {
  const rate = audio.sampleRate;
  const longest = pieceRules.seconds * rate;
  const frame = Math.round(pieceRules.frame * rate);
  const pieces: Array<[number, number]> = [];
  let from = 0;
  while (audio.samples.length - from > longest) {
    let quietest = from + longest;
    let least = Infinity;
    for (let at = from + longest - pieceRules.search * rate; at + frame <= from + longest; at += frame) {
      let energy = 0;
      for (let index = at; index < at + frame; index++) energy += audio.samples[index]! ** 2;
      if (energy < least) [least, quietest] = [energy, at + (frame >> 1)];
    }
    pieces.push([from, quietest]);
    from = quietest;
  }
  if (audio.samples.length > from) pieces.push([from, audio.samples.length]);
  return pieces;
}
