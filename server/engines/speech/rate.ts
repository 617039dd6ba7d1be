// Speaking rate as syllables per second of speech: syllable nuclei are the peaks of the energy
// envelope (each syllable has one loud vowel), counted over the time someone is actually
// speaking, so pauses and silence around a sample do not slow it down. The same function
// measures a sample and a clone's output, which is what makes the two comparable.
import type { MonoAudio } from '../audio/wav';

const frameSeconds = 0.01;
/** Peaks closer than this are one syllable (a syllable lasts at least ~80 ms). */
const minGapFrames = 8;
/** A peak must stand this many dB above the dips on either side to count as a nucleus. */
const prominenceDb = 2;
/** Frames this far below the loudest are silence. */
const silenceDb = 30;

export interface RateMeasure {
  syllables: number;
  /** Seconds of speech (frames louder than silence). */
  speakingSeconds: number;
  syllablesPerSecond: number;
}

export function speakingRate(audio: MonoAudio): RateMeasure {
  // Smoothed over 70 ms: the ripple within a vowel is not a syllable of its own.
  const envelope = smooth(levelsDb(audio), 3);
  const loudest = envelope.reduce((most, level) => Math.max(most, level), -Infinity);
  const floor = loudest - silenceDb;
  const speaking = envelope.filter((level) => level > floor).length;
  const syllables = nuclei(envelope, floor).length;
  const speakingSeconds = speaking * frameSeconds;
  return { syllables, speakingSeconds, syllablesPerSecond: speakingSeconds > 0 ? syllables / speakingSeconds : 0 };
}

/** Loudness of each 10 ms frame, dB relative to full scale. */
export function levelsDb(audio: MonoAudio): number[] {
  const size = Math.max(1, Math.round(audio.sampleRate * frameSeconds));
  const levels: number[] = [];
  for (let at = 0; at + size <= audio.samples.length; at += size) {
    let energy = 0;
    for (let i = at; i < at + size; i++) energy += audio.samples[i] * audio.samples[i];
    levels.push(10 * Math.log10(energy / size + 1e-12));
  }
  return levels.length ? levels : [-120];
}

function smooth(values: number[], radius: number): number[] {
  return values.map((_, index) => {
    const from = Math.max(0, index - radius);
    const to = Math.min(values.length, index + radius + 1);
    let sum = 0;
    for (let i = from; i < to; i++) sum += values[i];
    return sum / (to - from);
  });
}

/** Local maxima above the floor that stand out from the dips between them and their neighbours. */
function nuclei(envelope: number[], floor: number): number[] {
  const peaks: number[] = [];
  let dip = Infinity;
  let candidate = -1;
  for (let i = 1; i < envelope.length - 1; i++) {
    const level = envelope[i];
    if (candidate === -1) {
      dip = Math.min(dip, level);
      if (level > floor && level >= envelope[i - 1] && level > envelope[i + 1] && level - dip >= prominenceDb) candidate = i;
      continue;
    }
    if (level > envelope[candidate]) {
      candidate = i;
    } else if (envelope[candidate] - level >= prominenceDb) {
      // The fall after the candidate confirms it as a nucleus; a peak too close to the last is its shoulder.
      if (peaks.length === 0 || candidate - peaks[peaks.length - 1] >= minGapFrames) peaks.push(candidate);
      candidate = -1;
      dip = level;
    }
  }
  if (candidate !== -1 && (peaks.length === 0 || candidate - peaks[peaks.length - 1] >= minGapFrames)) peaks.push(candidate);
  return peaks;
}
