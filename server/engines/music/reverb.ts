// The room the instruments play in, cheaper than the synthesiser's own: spessasynth_core's GS
// reverb and chorus took two thirds of a render (1.9 of 3 s CPU for 30 s of music), over the
// 5 s a 30 s piece may take. This is Jezar's Freeverb cut to four comb and two all-pass filters
// a side (public domain; the delay lengths differ between sides for width), fed by the same
// per-channel reverb sends (MIDI CC 91) the synthesiser mixes for its own reverb.

const combLengths = [1116, 1277, 1422, 1557];
const allPassLengths = [556, 341];
/** Freeverb's right side is its left with every delay 23 samples longer (at 44.1 kHz). */
const stereoSpread = 23;
const feedback = 0.84;
const damping = 0.2;
const inputGain = 0.03;

class Comb {
  private buffer: Float32Array;
  private at = 0;
  private filtered = 0;
  constructor(length: number) {
    this.buffer = new Float32Array(length);
  }
  run(input: number): number {
    const output = this.buffer[this.at]!;
    this.filtered = output * (1 - damping) + this.filtered * damping;
    this.buffer[this.at] = input + this.filtered * feedback;
    if (++this.at === this.buffer.length) this.at = 0;
    return output;
  }
}

class AllPass {
  private buffer: Float32Array;
  private at = 0;
  constructor(length: number) {
    this.buffer = new Float32Array(length);
  }
  run(input: number): number {
    const delayed = this.buffer[this.at]!;
    this.buffer[this.at] = input + delayed * 0.5;
    if (++this.at === this.buffer.length) this.at = 0;
    return delayed - input;
  }
}

function side(spread: number, sampleRate: number) {
  const scale = (length: number) => Math.round(((length + spread) * sampleRate) / 44_100);
  const combs = combLengths.map((length) => new Comb(scale(length)));
  const allPasses = allPassLengths.map((length) => new AllPass(scale(length)));
  return (input: number) => {
    let sum = 0;
    for (const comb of combs) sum += comb.run(input);
    for (const allPass of allPasses) sum = allPass.run(sum);
    return sum;
  };
}

/** A reverb with spessasynth_core's `process` signature: it adds the room's sound of `input` to both outputs. */
export function createRoom(sampleRate: number) {
  const left = side(0, sampleRate);
  const right = side(stereoSpread, sampleRate);
  return (input: Float32Array, outputLeft: Float32Array, outputRight: Float32Array, startIndex: number, sampleCount: number) => {
    for (let n = 0; n < sampleCount; n++) {
      const sample = input[n]! * inputGain;
      outputLeft[startIndex + n]! += left(sample);
      outputRight[startIndex + n]! += right(sample);
    }
  };
}
