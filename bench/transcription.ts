// The transcriber's figures (issue 23), through the engine as the app runs it:
// - word error rate of PocketSphinx on 20 everyday sentences (8–15 words, written for this bench,
//   not tuned to the engine) spoken by each offline voice (flite's five; eSpeak NG's English
//   where installed, reported apart), a second of silence after each, clean and with pink noise
//   mixed in at 10 dB SNR (seeded, so every run hears the same noise); target ≤ 30 % clean;
// - whether every transcript's segments are in order and inside the audio's length;
// - the time to transcribe a 60 s file (target ≤ 30 s), with the load average it ran under.
import { loadavg } from 'node:os';
import { onPath } from '../server/engines/audio/programs';
import { readWav, writeWav, type MonoAudio } from '../server/engines/audio/wav';
import { espeakInstalled, speakEspeak } from '../server/engines/speech/espeak';
import { fliteVoices, speakFlite } from '../server/engines/speech/flite';
import { createTranscriptionEngines } from '../server/engines/transcription/index';
import type { Transcript } from '../server/engines/transcription/types';
import { wordErrorRate } from './speech';

export const everydaySentences = [
  'I left my umbrella on the bus this morning and got completely soaked.',
  'Could you send me the report before the meeting on Thursday afternoon?',
  'The children played in the garden until it was time for dinner.',
  'We need to buy more coffee, sugar and a few bottles of water.',
  'My neighbour has a small brown dog that barks at every passing car.',
  'The library closes early on Sundays, so please return your books by noon.',
  'She called her mother to say that the flight had been delayed.',
  'It took us almost two hours to find a place to park.',
  'The new restaurant on the corner serves fresh fish and homemade bread.',
  'Please turn off the lights and lock the door when you leave.',
  'He has been learning to play the guitar for about three years.',
  'The weather forecast says it will rain for most of the week.',
  'I usually walk to work because the office is only ten minutes away.',
  'Our team finished the project a week earlier than we had planned.',
  'The doctor told him to drink more water and get plenty of rest.',
  'There is a farmers market in the town square every Saturday morning.',
  'They painted the living room a warm shade of yellow last summer.',
  'Do not forget to charge your phone before we go hiking tomorrow.',
  'The price of train tickets has gone up again this year.',
  'After dinner we sat outside and watched the stars come out.',
];

export const transcriptionTargets = { cleanWer: 0.3, sixtySeconds: 30 } as const;
const noisySnr = 10;

const engines = createTranscriptionEngines({});

interface Voice {
  name: string;
  speak(text: string): Promise<Buffer>;
}

/** The sentences in one file, a second of silence after each; `speech` marks where the voice speaks. */
async function spokenFile(voice: Voice, sentences: string[]): Promise<MonoAudio & { speech: Array<[number, number]> }> {
  const parts: MonoAudio[] = [];
  for (const sentence of sentences) parts.push(readWav(await voice.speak(sentence))!);
  const sampleRate = parts[0]!.sampleRate;
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.samples.length + sampleRate, 0));
  const speech: Array<[number, number]> = [];
  let at = 0;
  for (const part of parts) {
    samples.set(part.samples, at);
    speech.push([at, at + part.samples.length]);
    at += part.samples.length + sampleRate;
  }
  return { samples, sampleRate, speech };
}

/** A small seeded generator (mulberry32): the same noise on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pink noise (Paul Kellet's filter over white noise), scaled to a power of 1. */
function pinkNoise(length: number, seed: number): Float32Array {
  const random = seeded(seed);
  const noise = new Float32Array(length);
  let [b0, b1, b2, b3, b4, b5, b6] = [0, 0, 0, 0, 0, 0, 0];
  for (let index = 0; index < length; index++) {
    const white = random() * 2 - 1;
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    noise[index] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362;
    b6 = white * 0.115926;
  }
  const power = noise.reduce((sum, value) => sum + value * value, 0) / length;
  return noise.map((value) => value / Math.sqrt(power));
}

/** The file with pink noise at `snr` dB below the speech's power (measured where the voice speaks). */
export function withNoise(audio: MonoAudio & { speech: Array<[number, number]> }, snr: number, seed = 23): MonoAudio {
  let energy = 0;
  let count = 0;
  for (const [from, to] of audio.speech) {
    for (let index = from; index < to; index++) energy += audio.samples[index]! ** 2;
    count += to - from;
  }
  const gain = Math.sqrt(energy / count / 10 ** (snr / 10));
  const noise = pinkNoise(audio.samples.length, seed);
  return { sampleRate: audio.sampleRate, samples: audio.samples.map((sample, index) => sample + noise[index]! * gain) };
}

/** Segments in order, start ≤ end, inside the audio. */
export function segmentsWellFormed(transcript: Transcript): boolean {
  let reached = 0;
  return transcript.segments.every((segment) => {
    const ok = segment.start >= reached && segment.end >= segment.start && segment.end <= transcript.seconds;
    reached = segment.end;
    return ok;
  });
}

export interface WerFigure {
  voice: string;
  clean: number;
  noisy: number;
  wellFormed: boolean;
  audioSeconds: number;
}

export interface SpeedFigure {
  audioSeconds: number;
  ms: number;
  load: number;
}

const transcribe = (audio: MonoAudio) => engines.transcribe({ model: 'pocketsphinx', data: writeWav(audio), contentType: 'audio/wav' });

async function voiceFigure(voice: Voice): Promise<WerFigure> {
  const audio = await spokenFile(voice, everydaySentences);
  const reference = everydaySentences.join(' ');
  const clean = await transcribe(audio);
  const noisy = await transcribe(withNoise(audio, noisySnr));
  return {
    voice: voice.name,
    clean: wordErrorRate(reference, clean.text),
    noisy: wordErrorRate(reference, noisy.text),
    wellFormed: segmentsWellFormed(clean) && segmentsWellFormed(noisy),
    audioSeconds: clean.seconds,
  };
}

/** 60 s of flite rms reading the sentences, cut at exactly 60 s. */
export async function sixtySecondFigure(): Promise<SpeedFigure> {
  const audio = await spokenFile(voices()[0]!, everydaySentences);
  const sixty = { sampleRate: audio.sampleRate, samples: audio.samples.subarray(0, 60 * audio.sampleRate) };
  const load = loadavg()[0]!;
  const started = performance.now();
  const transcript = await transcribe(sixty);
  return { audioSeconds: transcript.seconds, ms: performance.now() - started, load };
}

function voices(): Voice[] {
  const flite = fliteVoices.map((voice) => ({ name: `flite ${voice.engineVoice}`, speak: async (text: string) => (await speakFlite(text, voice.engineVoice)).data }));
  return espeakInstalled() ? [...flite, { name: 'espeak-ng en', speak: async (text: string) => (await speakEspeak(text, 'en')).data }] : flite;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Measures and prints each figure as it comes (a run takes minutes: each voice is two files of 90 s). */
export async function runTranscriptionBench() {
  if (!onPath('pocketsphinx_continuous') || !onPath('ffmpeg')) return console.log('transcription: skipped (pocketsphinx_continuous or ffmpeg is not installed)');
  for (const voice of voices()) printWerFigure(await voiceFigure(voice));
  printSpeedFigure(await sixtySecondFigure());
}

function printWerFigure(figure: WerFigure) {
  const target = figure.voice.startsWith('flite') ? ` (target ≤ ${percent(transcriptionTargets.cleanWer)}) ${figure.clean <= transcriptionTargets.cleanWer ? 'ok' : 'MISSED'}` : ' (reported apart: no target)';
  console.log(`transcription, pocketsphinx, ${figure.voice} (${everydaySentences.length} sentences, ${figure.audioSeconds.toFixed(0)} s): word error rate clean ${percent(figure.clean)}${target}, pink noise at ${noisySnr} dB SNR ${percent(figure.noisy)}; segments in order and inside the audio: ${figure.wellFormed ? 'ok' : 'MISSED'}`);
}

function printSpeedFigure(speed: SpeedFigure) {
  const seconds = speed.ms / 1000;
  console.log(`transcription, pocketsphinx, a ${speed.audioSeconds.toFixed(0)} s file: ${seconds.toFixed(1)} s (${(seconds / speed.audioSeconds).toFixed(2)}× real time, load average ${speed.load.toFixed(1)} before) (target ≤ ${transcriptionTargets.sixtySeconds} s) ${seconds <= transcriptionTargets.sixtySeconds ? 'ok' : 'MISSED'}`);
}
