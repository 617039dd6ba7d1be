// Loudness as ITU-R BS.1770-4 and EBU R 128 measure it, so every generated file plays at the same
// level as broadcast and streaming audio: integrated loudness (K-weighted, 400 ms blocks every
// 100 ms, gated at −70 LUFS and 10 LU below the ungated mean), true peak (4× oversampled, Annex 2),
// and the gain that brings a signal to a target. Channels are weighted 1 (mono, left, right), as
// ffmpeg's ebur128 filter does, which the tests compare against.

/** One array of samples (−1…1) per channel, all the same length. */
export type Channels = Float32Array[];

const absoluteGate = -70;
const relativeGate = -10;

/** The two biquads of the K-weighting at any rate (BS.1770 gives 48 kHz; these are its analog prototype, as libebur128 derives them). */
function kWeighting(sampleRate: number) {
  let K = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  let Q = 0.7071752369554196;
  const Vh = 10 ** (3.999843853973347 / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf = {
    b: [(Vh + (Vb * K) / Q + K * K) / a0, (2 * (K * K - Vh)) / a0, (Vh - (Vb * K) / Q + K * K) / a0],
    a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0],
  };
  K = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  Q = 0.5003270373238773;
  a0 = 1 + K / Q + K * K;
  const highPass = { b: [1, -2, 1], a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] };
  return [shelf, highPass];
}

/** Each channel's K-weighted square, summed over channels, per sample: both biquads in one pass, nothing allocated per stage. */
function weightedPower(channels: Channels, sampleRate: number): Float64Array {
  const power = new Float64Array(channels[0]?.length ?? 0);
  const [shelf, highPass] = kWeighting(sampleRate);
  const [b0, b1, b2] = shelf!.b;
  const [a1, a2] = shelf!.a;
  const [c1, c2] = highPass!.a;
  for (const samples of channels) {
    let x1 = 0, x2 = 0, y1 = 0, y2 = 0, z1 = 0, z2 = 0;
    for (let n = 0; n < power.length; n++) {
      const x = samples[n]!;
      const y = b0! * x + b1! * x1 + b2! * x2 - a1! * y1 - a2! * y2;
      // The high-pass's numerator is 1, −2, 1.
      const z = y - 2 * y1 + y2 - c1! * z1 - c2! * z2;
      x2 = x1; x1 = x; y2 = y1; y1 = y; z2 = z1; z1 = z;
      power[n]! += z * z;
    }
  }
  return power;
}

const lufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** Integrated loudness in LUFS; −Infinity for silence or audio shorter than one 400 ms block. */
export function integratedLoudness(channels: Channels, sampleRate: number): number {
  const power = weightedPower(channels, sampleRate);
  const block = Math.round(sampleRate * 0.4);
  const step = Math.round(sampleRate * 0.1);
  // A running sum: each block's mean square in O(1).
  const sums = new Float64Array(power.length + 1);
  for (let n = 0; n < power.length; n++) sums[n + 1] = sums[n]! + power[n]!;
  const blocks: number[] = [];
  for (let start = 0; start + block <= power.length; start += step) blocks.push((sums[start + block]! - sums[start]!) / block);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const audible = blocks.filter((z) => lufs(z) > absoluteGate);
  if (!audible.length) return -Infinity;
  const threshold = lufs(mean(audible)) + relativeGate;
  return lufs(mean(audible.filter((z) => lufs(z) > threshold)));
}

// The interpolating filter of the true-peak meter: a 49-tap windowed sinc cut at the original
// Nyquist, read as 4 phases of 12–13 taps (Annex 2 asks for at least 4× and about 48 taps).
const oversampling = 4;
const taps = 49;
const centre = (taps - 1) / 2;
const interpolator = Array.from({ length: taps }, (_, k) => {
  const t = (k - centre) / oversampling;
  const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
  const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * (k + 0.5)) / taps);
  return k === centre ? 1 : sinc * window;
});

/** Per phase, the sum of its taps' magnitudes: no interpolated point exceeds it times its neighbours' largest magnitude. */
const phaseBounds = Array.from({ length: oversampling }, (_, phase) => {
  let sum = 0;
  for (let k = phase; k < taps; k += oversampling) sum += Math.abs(interpolator[k]!);
  return sum;
});
const boundGain = Math.max(...phaseBounds);
/**
 * Phases 1–3 (phase 0 is the sample itself) as tap lists: the point 4n + phase (after the
 * filter's delay) is the sum over j of phase[j] × x[n + half − j].
 */
const half = centre / oversampling;
const phases = [1, 2, 3].map((phase) => Float64Array.from({ length: Math.ceil((taps - phase) / oversampling) }, (_, j) => interpolator[phase + oversampling * j]!));
const reach = half + 1;

/**
 * Each frame's largest magnitude over every channel and the three points the 4× oversampled
 * signal has between it and the next frame: the limiter's input, and truePeak's. Frames whose
 * neighbours are too quiet to interpolate to `floor` keep their own magnitude without the
 * filter: exact for every value at or above `floor`, and several times faster on music.
 */
export function peakPerFrame(channels: Channels, floor = 0): Float32Array {
  const length = channels[0]?.length ?? 0;
  const peaks = new Float32Array(length);
  for (const samples of channels) {
    const loudest = blockMaxima(samples);
    // Zeros either side, so the filter needs no bounds checks at the ends.
    const padded = new Float32Array(length + 2 * reach);
    padded.set(samples, reach);
    for (let n = 0; n < length; n++) {
      let peak = Math.abs(samples[n]!);
      const block = n >> blockBits;
      const near = Math.max(loudest[block]!, block > 0 ? loudest[block - 1]! : 0, loudest[block + 1] ?? 0);
      if (near * boundGain >= floor) {
        for (const phase of phases) {
          let sum = 0;
          for (let j = 0; j < phase.length; j++) sum += phase[j]! * padded[n + reach + half - j]!;
          if (Math.abs(sum) > peak) peak = Math.abs(sum);
        }
      }
      if (peak > peaks[n]!) peaks[n] = peak;
    }
  }
  return peaks;
}

/** Blocks of 8 frames, at least the filter's reach: a frame's neighbours lie in its block and the two beside it. */
const blockBits = 3;

/** The largest magnitude in each block of 2^blockBits frames. */
function blockMaxima(samples: Float32Array): Float32Array {
  const maxima = new Float32Array((samples.length >> blockBits) + 1);
  for (let n = 0; n < samples.length; n++) {
    const magnitude = Math.abs(samples[n]!);
    if (magnitude > maxima[n >> blockBits]!) maxima[n >> blockBits] = magnitude;
  }
  return maxima;
}

/** The largest magnitude of values[n − reach … n + reach] for every n, in one pass (a monotonic queue). */
export function slidingMaximum(values: Float32Array, reach: number): Float32Array {
  const out = new Float32Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  for (let right = 0; right < values.length + reach; right++) {
    if (right < values.length) {
      const magnitude = Math.abs(values[right]!);
      while (tail > head && Math.abs(values[queue[tail - 1]!]!) <= magnitude) tail--;
      queue[tail++] = right;
    }
    const n = right - reach;
    if (n < 0) continue;
    while (queue[head]! < n - reach) head++;
    out[n] = Math.abs(values[queue[head]!]!);
  }
  return out;
}

/** True peak in dBTP (dB relative to full scale of the 4× oversampled signal); −Infinity for silence. */
export function truePeak(channels: Channels): number {
  // Only frames near the largest sample can hold the true peak: it is at least that sample.
  let floor = 0;
  for (const samples of channels) for (let n = 0; n < samples.length; n++) if (Math.abs(samples[n]!) > floor) floor = Math.abs(samples[n]!);
  const peaks = peakPerFrame(channels, floor);
  let peak = 0;
  for (let n = 0; n < peaks.length; n++) if (peaks[n]! > peak) peak = peaks[n]!;
  return 20 * Math.log10(peak);
}

/** The linear gain that moves audio measured at `measured` LUFS to `target` LUFS. */
export const gainToTarget = (measured: number, target: number) => 10 ** ((target - measured) / 20);

/** Multiplies every channel by `gain` in place. */
export function applyGain(channels: Channels, gain: number) {
  for (const samples of channels) for (let n = 0; n < samples.length; n++) samples[n]! *= gain;
}
