// An offline clone: the sample's median pitch and speaking rate measured, the nearest offline
// voice picked (by gender when given, else by pitch), and its settings found by speaking a
// calibration text and measuring it with the same functions until it matches. Measuring rather
// than computing the settings keeps the match honest whatever flite or espeak-ng build runs.
import { speakEspeak, espeakInstalled, espeakVoices } from './espeak';
import { fliteVoices, speakFlite } from './flite';
import { medianPitch } from './pitch';
import { speakingRate } from './rate';
import { readSample } from './sample';
import type { EngineVoice, SpokenAudio, VoiceProfile } from './types';
import { readWav } from '../audio/wav';

/**
 * flite's voices whose pitch follows int_f0_target_mean closely, with their own median pitch
 * (Hz, measured). rms is left out because its pitch does not move with the setting in flite 2.2,
 * kal because its pitch wanders from sentence to sentence (79 to 96 Hz), so a clone on it missed.
 */
const cloneBases: { id: string; pitchHz: number }[] = [
  { id: 'flite-slt', pitchHz: 171 },
  { id: 'flite-awb', pitchHz: 130 },
];

/** Three sentences, so the rate measured is not one sentence's rhythm. */
export const calibrationText =
  'The quick brown fox jumps over the lazy dog near the river bank. Please call Stella and ask her to bring these things with her from the store. A paragraph of plain words read aloud at an even pace.';

const probes = 3;

interface Knob {
  name: string;
  /** What flite or espeak-ng uses when it is not set. */
  start: number;
  min: number;
  max: number;
  /** The first step's guess of d(log measured)/d(setting); later steps use the measured slope. */
  slope: (value: number) => number;
  measure: 'pitch' | 'rate';
}

const fliteKnobs = (basePitch: number): Knob[] => [
  { name: 'int_f0_target_mean', start: basePitch, min: 50, max: 400, slope: (value) => 1 / value, measure: 'pitch' },
  { name: 'duration_stretch', start: 1, min: 0.4, max: 2.5, slope: (value) => -1 / value, measure: 'rate' },
];
const espeakKnobs: Knob[] = [
  { name: 'pitch', start: 50, min: 0, max: 99, slope: () => 0.011, measure: 'pitch' },
  { name: 'speed', start: 175, min: 80, max: 450, slope: (value) => 1 / value, measure: 'rate' },
];

export async function cloneOffline(sample: Buffer, options: { gender?: string | null; locale?: string | null; signal?: AbortSignal }): Promise<{ voice: EngineVoice; profile: VoiceProfile }> {
  const audio = await readSample(sample, options.signal);
  const pitchHz = await medianPitch(audio);
  const { syllablesPerSecond } = speakingRate(audio);
  if (!pitchHz || !syllablesPerSecond) throw new Error('No speech was found in the sample.');
  const espeakVoice = languageVoice(options.locale, options.gender);
  const voice = espeakVoice ?? nearestFliteVoice(pitchHz, options.gender);
  const knobs = espeakVoice ? espeakKnobs : fliteKnobs(cloneBases.find((base) => base.id === voice.id)!.pitchHz);
  const settings = await calibrate(voice, knobs, { pitch: pitchHz, rate: syllablesPerSecond }, options.signal);
  return { voice, profile: { base: voice.id, engine: voice.engine, pitchHz, syllablesPerSecond, settings } };
}

/** espeak-ng's voice for a language flite does not speak, when installed. */
function languageVoice(locale: string | null | undefined, gender: string | null | undefined): EngineVoice | null {
  if (!locale || /^en\b/i.test(locale) || !espeakInstalled()) return null;
  const language = locale.toLowerCase().split(/[-_]/)[0];
  const matching = espeakVoices.filter((voice) => voice.locale.toLowerCase().split('-')[0] === language);
  return matching.find((voice) => voice.gender === gender) ?? matching[0] ?? null;
}

function nearestFliteVoice(pitchHz: number, gender: string | null | undefined): EngineVoice {
  const bases = cloneBases.filter((base) => !gender || gender === 'neutral' || fliteVoice(base.id).gender === gender);
  const distance = (base: { pitchHz: number }) => Math.abs(Math.log(base.pitchHz / pitchHz));
  const nearest = (bases.length ? bases : cloneBases).reduce((best, base) => (distance(base) < distance(best) ? base : best));
  return fliteVoice(nearest.id);
}

const fliteVoice = (id: string) => fliteVoices.find((voice) => voice.id === id)!;

/** Speaks with a voice and settings (a clone's profile applied). */
export function speakWithSettings(voice: EngineVoice, text: string, settings: Record<string, number>, signal?: AbortSignal): Promise<SpokenAudio> {
  if (voice.engine === 'espeak') return speakEspeak(text, voice.engineVoice, settings, signal);
  // The spread of pitch follows its mean, so a higher voice is not flatter than the original.
  const withSpread = settings.int_f0_target_mean ? { ...settings, int_f0_target_stddev: Math.round(settings.int_f0_target_mean * 0.12 * 10) / 10 } : settings;
  return speakFlite(text, voice.engineVoice, withSpread, { signal });
}

/** Measures a voice's pitch and rate on the calibration text. */
export async function measureSpeech(audio: SpokenAudio): Promise<{ pitch: number; rate: number }> {
  const mono = readWav(audio.data)!;
  return { pitch: await medianPitch(mono), rate: speakingRate(mono).syllablesPerSecond };
}

/** Secant steps on each knob (in log of what it moves), from its default, a few probes long. */
async function calibrate(voice: EngineVoice, knobs: Knob[], target: { pitch: number; rate: number }, signal?: AbortSignal): Promise<Record<string, number>> {
  const values = Object.fromEntries(knobs.map((knob) => [knob.name, knob.start]));
  const last = new Map<string, { value: number; measured: number }>();
  for (let probe = 0; probe < probes; probe++) {
    const measured = await measureSpeech(await speakWithSettings(voice, calibrationText, values, signal));
    for (const knob of knobs) {
      const now = { value: values[knob.name], measured: Math.log(Math.max(measured[knob.measure], 1e-3)) };
      const before = last.get(knob.name);
      const secant = before && before.value !== now.value ? (now.measured - before.measured) / (now.value - before.value) : 0;
      // A slope of the wrong sign or near zero is noise: keep the guess.
      const guess = knob.slope(now.value);
      const slope = Math.sign(secant) === Math.sign(guess) && Math.abs(secant) > Math.abs(guess) / 4 ? secant : guess;
      const next = now.value + (Math.log(target[knob.measure]) - now.measured) / slope;
      values[knob.name] = round(Math.min(knob.max, Math.max(knob.min, next)));
      last.set(knob.name, now);
    }
  }
  return values;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
