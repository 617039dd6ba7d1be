// Music to put behind speech for the isolator's figures (bench/isolation.ts): a chord progression
// (C, G, A minor, F; two seconds each) as a soft pad of harmonic tones, a plucked bass on every
// beat and an arpeggio in eighth notes. Made by adding sines, so it needs nothing installed and
// is the same every time.

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
const chords = [
  { pad: [60, 64, 67], bass: 36 },
  { pad: [59, 62, 67], bass: 43 },
  { pad: [57, 60, 64], bass: 45 },
  { pad: [57, 60, 65], bass: 41 },
];
const chordSeconds = 2;
const beat = 0.5;

/** A tone with `harmonics` partials falling as 1/n (a soft sawtooth), at time `t`. */
function tone(frequency: number, t: number, harmonics: number): number {
  let value = 0;
  for (let n = 1; n <= harmonics; n++) value += Math.sin(2 * Math.PI * frequency * n * t) / n;
  return value;
}

export function chordProgression(length: number, sampleRate: number): Float32Array {
  const music = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const t = index / sampleRate;
    const chord = chords[Math.floor(t / chordSeconds) % chords.length]!;
    const inChord = t % chordSeconds;
    const inBeat = t % beat;
    const inEighth = t % (beat / 2);
    const pad = chord.pad.reduce((sum, midi) => sum + tone(hz(midi), t, 5), 0) * Math.min(1, inChord / 0.05) * 0.15;
    const bass = tone(hz(chord.bass), t, 3) * Math.exp(-inBeat / 0.3) * 0.5;
    const note = chord.pad[Math.floor(t / (beat / 2)) % chord.pad.length]! + 12;
    const arpeggio = tone(hz(note), t, 3) * Math.exp(-inEighth / 0.15) * 0.3;
    music[index] = pad + bass + arpeggio;
  }
  return music;
}
