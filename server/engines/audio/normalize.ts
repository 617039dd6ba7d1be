// Brings audio to a loudness target under a true-peak ceiling (EBU R 128 for streaming: −16 LUFS,
// −1 dBTP). A gain alone often cannot: a soundfont render peaks near 0 dBFS at about −18 LUFS,
// so +2 dB would clip. Then a look-ahead limiter turns down only the peaks, smoothly, and the gain
// is measured again, as mastering engineers do by ear.
import { applyGain, gainToTarget, integratedLoudness, peakPerFrame, slidingMaximum, truePeak, type Channels } from './loudness';

export interface Normalized {
  /** Integrated loudness after normalising, LUFS. */
  loudness: number;
  /** True peak after normalising, dBTP. */
  truePeak: number;
}

/** Limiter look-ahead (each side of a peak) and release: short enough to keep the beat, long enough not to distort bass. */
const lookAheadSeconds = 0.002;
const releaseSeconds = 0.08;
/** The limiter aims a little under the ceiling: its smoothing lets the true peak drift up by a few hundredths of a dB. */
const limiterMargin = 0.3;

/** Normalises `channels` in place; silence is left as it is. */
export function normalizeLoudness(channels: Channels, sampleRate: number, target: { loudness: number; truePeak: number }): Normalized {
  let loudness = integratedLoudness(channels, sampleRate);
  if (!Number.isFinite(loudness)) return { loudness, truePeak: truePeak(channels) };
  // Limiting takes back part of each gain, so gain and limit again, each time asking for what the
  // last step actually delivered per dB (limiting loud music delivers about half), until it holds.
  let delivered = 1;
  for (let pass = 0; pass < 4 && Math.abs(loudness - target.loudness) > 0.15; pass++) {
    const step = (target.loudness - loudness) / delivered;
    applyGain(channels, 10 ** (step / 20));
    limit(channels, sampleRate, 10 ** ((target.truePeak - limiterMargin) / 20));
    const before = loudness;
    loudness = integratedLoudness(channels, sampleRate);
    delivered = Math.min(1, Math.max(0.2, (loudness - before) / step));
  }
  // Whatever is left over the ceiling goes with a plain gain (never more than a fraction of a dB).
  const peak = truePeak(channels);
  if (peak > target.truePeak) {
    applyGain(channels, gainToTarget(peak, target.truePeak - 0.05));
    return { loudness: integratedLoudness(channels, sampleRate), truePeak: truePeak(channels) };
  }
  return { loudness, truePeak: peak };
}

/**
 * A look-ahead limiter on the true peak: each frame's needed gain (ceiling ÷ peak), held to the
 * smallest in the look-ahead window, released slowly, then averaged over the same window. The
 * average of a window's minima never exceeds any of them, so no frame ends above the ceiling
 * (but for the few hundredths of a dB the gain's own curve adds between frames).
 */
export function limit(channels: Channels, sampleRate: number, ceiling: number) {
  const reach = Math.max(1, Math.round(lookAheadSeconds * sampleRate));
  // The smallest gain any frame in the window needs is the ceiling over the window's largest peak.
  const loudest = slidingMaximum(peakPerFrame(channels, ceiling), reach);
  const held = new Float32Array(loudest.length);
  const release = 1 - Math.exp(-1 / (releaseSeconds * sampleRate));
  for (let n = 0; n < held.length; n++) {
    const needed = loudest[n]! > ceiling ? ceiling / loudest[n]! : 1;
    held[n] = n === 0 ? needed : Math.min(needed, held[n - 1]! + (1 - held[n - 1]!) * release);
  }
  const gain = movingAverage(held, reach);
  for (const samples of channels) for (let n = 0; n < gain.length; n++) samples[n]! *= gain[n]!;
}

/** The mean of values[n − reach … n + reach] (clipped at the ends) for every n. */
function movingAverage(values: Float32Array, reach: number): Float32Array {
  const sums = new Float64Array(values.length + 1);
  for (let n = 0; n < values.length; n++) sums[n + 1] = sums[n]! + values[n]!;
  const out = new Float32Array(values.length);
  for (let n = 0; n < values.length; n++) {
    const from = Math.max(0, n - reach);
    const to = Math.min(values.length, n + reach + 1);
    out[n] = (sums[to]! - sums[from]!) / (to - from);
  }
  return out;
}
