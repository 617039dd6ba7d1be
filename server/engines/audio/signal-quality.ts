// Measuring what an audio engine did to a signal, for the tests and benches that state its
// figures: seeded pink noise (the usual stand-in for a room, a fan, a street), a mix at a chosen
// signal-to-noise ratio, SI-SDR (scale-invariant signal-to-distortion ratio, Le Roux et al.
// 2019: the measure speech enhancement papers report, blind to a change of level) and the lag at
// which two signals line up best. Plain loops over samples: no package does this small job.
import { seededRandom } from '../local/seed';

/**
 * Pink noise (power falling 3 dB an octave) from a seeded generator: Paul Kellet's economy
 * filter over white noise, scaled to a peak near 1. The same seed gives the same noise.
 */
export function pinkNoise(length: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const noise = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let index = 0; index < length; index++) {
    const white = random() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    noise[index] = (b0 + b1 + b2 + white * 0.1848) * 0.25;
  }
  return noise;
}

const energy = (samples: Float32Array) => samples.reduce((sum, sample) => sum + sample * sample, 0);

/**
 * `signal` plus `noise` scaled so the ratio of their energies is `snrDb`, the whole scaled to peak
 * at `peak` (so a 16-bit file neither clips nor loses the quiet parts). The noise repeats when
 * shorter. Returns the mix and the signal as it sits in the mix (the reference to measure against).
 */
export function mixAtSnr(signal: Float32Array, noise: Float32Array, snrDb: number, peak = 0.9): { mix: Float32Array; clean: Float32Array } {
  const fitted = new Float32Array(signal.length);
  for (let index = 0; index < signal.length; index++) fitted[index] = noise[index % noise.length]!;
  const noiseGain = Math.sqrt(energy(signal) / (energy(fitted) * 10 ** (snrDb / 10)));
  const mix = new Float32Array(signal.length);
  let top = 0;
  for (let index = 0; index < signal.length; index++) {
    mix[index] = signal[index]! + fitted[index]! * noiseGain;
    top = Math.max(top, Math.abs(mix[index]!));
  }
  const scale = top > 0 ? peak / top : 1;
  const clean = new Float32Array(signal.length);
  for (let index = 0; index < signal.length; index++) {
    mix[index]! *= scale;
    clean[index] = signal[index]! * scale;
  }
  return { mix, clean };
}

/**
 * SI-SDR in dB of `estimate` against `reference` (same length; the shorter one decides): the
 * reference scaled to fit the estimate best is the target, everything else is distortion.
 */
export function siSdr(estimate: Float32Array, reference: Float32Array): number {
  const length = Math.min(estimate.length, reference.length);
  let dot = 0;
  let referenceEnergy = 0;
  for (let index = 0; index < length; index++) {
    dot += estimate[index]! * reference[index]!;
    referenceEnergy += reference[index]! * reference[index]!;
  }
  const scale = dot / referenceEnergy;
  let target = 0;
  let distortion = 0;
  for (let index = 0; index < length; index++) {
    const part = scale * reference[index]!;
    target += part * part;
    distortion += (estimate[index]! - part) ** 2;
  }
  return 10 * Math.log10(target / distortion);
}

/** The lag (samples, within ±`maxLag`) at which `delayed` matches `reference` best: positive when it comes late. */
export function bestLag(reference: Float32Array, delayed: Float32Array, maxLag: number): number {
  const length = Math.min(reference.length, delayed.length);
  let best = { lag: 0, score: -Infinity };
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    let score = 0;
    for (let index = Math.max(0, -lag); index < Math.min(length, length - lag); index++) score += reference[index]! * delayed[index + lag]!;
    if (score > best.score) best = { lag, score };
  }
  return best.lag;
}
