// Offline transcription by Debian's PocketSphinx (`pocketsphinx_continuous`, BSD-2-Clause) and
// its US English model, run as a separate program at the jobs' niceness (killed on abort). The
// upload is decoded to 16 kHz mono in a temporary file (decode-to-file.ts) and transcribed in
// pieces of at most 30 s, each cut at its quietest moment: one run a piece (the model loads in
// 0.6 s) gives the job its progress and holds one piece in memory at a time. `-time yes` prints
// every word with its start and end; fillers and silences are dropped and the words grouped
// into segments.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inTempFolder, onPath } from '../audio/programs';
import { runProgram } from '../../lib/jobs/off-thread';
import { decodedRate, decodeToFile, type DecodedFile } from './decode-to-file';
import { groupWords, transcriptOf, type TimedWord } from './segments';
import type { TranscribeRequest, Transcript } from './types';

export const pocketsphinxProgram = 'pocketsphinx_continuous';
export const pocketsphinxInstall = 'apt-get install pocketsphinx pocketsphinx-en-us';
const modelFolder = '/usr/share/pocketsphinx/model/en-us';

export const notInstalled = `PocketSphinx is not installed on this server: ${pocketsphinxInstall}.`;
export const unreadable = 'The file could not be read as audio.';

/** A piece is at most this long; it ends at the quietest 50 ms of its last `search` seconds. */
export const pieceRules = { seconds: 30, search: 10, frame: 0.05 } as const;

export async function transcribePocketsphinx(request: TranscribeRequest): Promise<Transcript> {
  if (!onPath(pocketsphinxProgram) || !existsSync(join(modelFolder, 'en-us'))) throw new Error(notInstalled);
  return inTempFolder(async (folder) => {
    const audio = await decodeToFile(request.data, folder, request.signal);
    if (!audio) throw new Error(unreadable);
    request.onProgress?.(0);
    const words: TimedWord[] = [];
    for (const [from, to] of await pieceBounds(audio)) {
      const path = join(folder, 'piece.wav');
      await writeFile(path, await audio.wav(from, to));
      const offset = from / decodedRate;
      for (const word of await recognise(path, request.signal)) words.push({ ...word, start: word.start + offset, end: word.end + offset });
      request.onProgress?.(to / audio.length);
    }
    return transcriptOf(groupWords(words), audio.length / decodedRate, 'en');
  });
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
export async function pieceBounds(audio: Pick<DecodedFile, 'length' | 'read'>): Promise<Array<[number, number]>> {
  const longest = pieceRules.seconds * decodedRate;
  const search = pieceRules.search * decodedRate;
  const frame = Math.round(pieceRules.frame * decodedRate);
  const pieces: Array<[number, number]> = [];
  let from = 0;
  while (audio.length - from > longest) {
    const window = await audio.read(from + longest - search, from + longest);
    let cut = window.length;
    let least = Infinity;
    for (let at = 0; at + frame <= window.length; at += frame) {
      let energy = 0;
      for (let index = at; index < at + frame; index++) energy += window[index]! ** 2;
      if (energy < least) [least, cut] = [energy, at + (frame >> 1)];
    }
    pieces.push([from, from + longest - search + cut]);
    from = pieces.at(-1)![1];
  }
  if (audio.length > from) pieces.push([from, audio.length]);
  return pieces;
}
