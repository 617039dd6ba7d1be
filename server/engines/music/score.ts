// The score of a piece, as a standard MIDI file (midi-writer-js): chord progressions in the key
// (tonal), a melody built from two-bar motifs that follow the chords, in eight-bar phrases shaped
// A A B A (the B pair with its own motif and chords), a bass line and drums where the style has them. The tempo is bent slightly so a whole number of bars fills the
// requested length exactly; the last bar is the tonic, held, which the render fades out.
import MidiWriter from 'midi-writer-js';
import { Key, Note } from 'tonal';
import type { Choices, Style } from './style';

const ticksPerBeat = 128;
const beatsPerBar = 4;
const bar = ticksPerBeat * beatsPerBar;
const sixteenth = ticksPerBeat / 4;
const drumChannel = 10;

/** Scale degrees (0 = tonic) of four-bar progressions that sound at home in each mode. */
const progressions = {
  major: [[0, 4, 5, 3], [0, 5, 3, 4], [5, 3, 0, 4], [0, 3, 5, 4], [1, 4, 0, 0]],
  minor: [[0, 5, 2, 6], [0, 3, 5, 4], [0, 6, 5, 6], [0, 5, 3, 4], [0, 3, 6, 2]],
};

interface Placed {
  pitches: number[];
  start: number;
  length: number;
  velocity: number;
}

export interface Score {
  midi: Uint8Array;
  tempo: number;
  bars: number;
}

export function writeScore(choices: Choices, seconds: number): Score {
  const { style, random } = choices;
  // Two bars at least, so even a short piece has a chord change and an ending.
  const bars = Math.max(2, Math.round((seconds * choices.tempo) / 60 / beatsPerBar));
  const tempo = (bars * beatsPerBar * 60) / seconds;
  const key = style.mode === 'major' ? Key.majorKey(choices.tonic) : Key.minorKey(choices.tonic).natural;
  const names: readonly string[] = style.sevenths ? key.chords : key.triads;
  const scale = key.scale.map((note) => Note.chroma(note)!);
  const [progression, bridge] = [pick(progressions[style.mode], random), pick(progressions[style.mode], random)];
  // Every bar's chord as pitch classes, root first; the B pair takes the bridge's chords; the last is the tonic.
  const harmony = Array.from({ length: bars }, (_, index) => {
    const degree = index === bars - 1 ? 0 : (section(index) === 'B' ? bridge : progression)[index % 4]!;
    return chordTones(names[degree]!);
  });
  const swing = style.drums === 'swing' || style.drums === 'lofi';
  const humanise = (velocity: number) => Math.max(1, Math.min(100, Math.round(velocity + (random() - 0.5) * 12)));

  const melody = writeMelody(harmony, scale, style, tempo, random).map((note) => ({ ...note, velocity: humanise(note.velocity) }));
  const comping = writeComping(harmony, style).map((note) => ({ ...note, velocity: humanise(note.velocity) }));
  const bass = writeBass(harmony, scale, style).map((note) => ({ ...note, velocity: humanise(note.velocity) }));
  const drums = writeDrums(bars, style).map((note) => ({ ...note, velocity: humanise(note.velocity) }));

  const tracks = [
    track(1, style.lead, 108, style.reverb, melody, swing),
    track(2, style.chords, 72, style.reverb, comping, swing),
    ...(style.bassLine === 'none' ? [] : [track(3, style.bass, 96, Math.round(style.reverb / 3), bass, swing)]),
    ...(style.drums === 'none' ? [] : [track(drumChannel, 0, 96, Math.round(style.reverb / 2), drums, swing)]),
  ];
  tracks[0]!.setTempo(tempo);
  tracks[0]!.setTimeSignature(beatsPerBar, 4);
  return { midi: new MidiWriter.Writer(tracks).buildFile(), tempo, bars };
}

const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;

/** Which part of its eight-bar phrase (A A B A, two bars each) a bar is in. */
const section = (barIndex: number) => (Math.floor(barIndex / 2) % 4 === 2 ? 'B' : 'A');

function chordTones(name: string): number[] {
  const tonic = /^[A-G][#b]*/.exec(name)![0];
  const quality = name.slice(tonic.length);
  const root = Note.chroma(tonic)!;
  const third = /^m(?!aj)|dim|m7b5/.test(quality) ? 3 : 4;
  const fifth = /dim|m7b5/.test(quality) ? 6 : 7;
  const tones = [root, (root + third) % 12, (root + fifth) % 12];
  if (/maj7/.test(quality)) tones.push((root + 11) % 12);
  else if (/7/.test(quality)) tones.push((root + 10) % 12);
  return tones;
}

/** The MIDI note of pitch class `chroma` at or above `low`. */
const above = (chroma: number, low: number) => low + ((chroma - (low % 12) + 12) % 12);

function track(channel: number, program: number, volume: number, reverb: number, notes: Placed[], swing: boolean) {
  const result = new MidiWriter.Track();
  if (channel !== drumChannel) result.addEvent(new MidiWriter.ProgramChangeEvent({ instrument: program, channel }));
  result.addEvent(new MidiWriter.ControllerChangeEvent({ controllerNumber: 7, controllerValue: volume, channel }));
  result.addEvent(new MidiWriter.ControllerChangeEvent({ controllerNumber: 91, controllerValue: reverb, channel }));
  for (const note of notes) {
    // Swing: every off-beat eighth comes a third of an eighth late.
    const late = swing && note.start % ticksPerBeat === ticksPerBeat / 2 ? ticksPerBeat / 6 : 0;
    result.addEvent(new MidiWriter.NoteEvent({ pitch: note.pitches, startTick: note.start + late, duration: `T${Math.max(1, note.length - late)}`, velocity: note.velocity, channel }));
  }
  return result;
}

/**
 * Two two-bar motifs (rhythm and steps), A and B, each played over its pairs of bars: strong
 * beats land on a chord tone, the rest move by scale steps, so it follows the harmony and
 * repeats like a tune. The last bar holds the tonic.
 */
function writeMelody(harmony: number[][], scale: number[], style: Style, tempo: number, random: () => number): Placed[] {
  const eighth = ticksPerBeat / 2;
  const density = tempo < 84 ? 0.4 : 0.6;
  const motif = () => {
    const notes: { start: number; step: number }[] = [];
    for (let at = 0; at < 2 * bar; at += eighth) {
      const strong = at % ticksPerBeat === 0;
      if (at === 0 || random() < (strong ? density + 0.25 : density - 0.15)) notes.push({ start: at, step: Math.round((random() - 0.5) * 4) });
    }
    return notes;
  };
  const motifs = { A: motif(), B: motif() };
  // Cello and double bass sing an octave lower than the other leads.
  const low = style.lead === 42 || style.lead === 43 ? 52 : 64;
  const high = low + 17;
  const notes: Placed[] = [];
  let pitch = above(harmony[0]![0]!, low + 3);
  const last = harmony.length - 1;
  for (let start = 0; start < last * bar; start += 2 * bar) {
    const phrase = motifs[section(start / bar)];
    for (const [index, { start: offset, step }] of phrase.entries()) {
      const at = start + offset;
      if (at >= last * bar) break;
      const chord = harmony[Math.floor(at / bar)]!;
      pitch = at % ticksPerBeat === 0 ? nearest(pitch + step, chord, low, high) : stepInScale(pitch, step, scale, low, high);
      const next = phrase[index + 1]?.start ?? 2 * bar;
      const length = Math.min(start + next, last * bar) - at;
      notes.push({ pitches: [pitch], start: at, length: Math.max(eighth / 2, length - 8), velocity: at % bar === 0 ? 80 : 70 });
    }
  }
  notes.push({ pitches: [nearest(pitch, [harmony[last]![0]!], low, high)], start: last * bar, length: bar, velocity: 72 });
  return notes;
}

/** The chord tone nearest `pitch` inside [low, high]. */
function nearest(pitch: number, chord: number[], low: number, high: number): number {
  let best = low;
  for (let candidate = low; candidate <= high; candidate++) {
    if (chord.includes(candidate % 12) && Math.abs(candidate - pitch) < Math.abs(best - pitch)) best = candidate;
  }
  return best;
}

function stepInScale(pitch: number, steps: number, scale: number[], low: number, high: number): number {
  let result = pitch;
  const direction = Math.sign(steps) || 1;
  for (let moved = 0; moved < Math.max(1, Math.abs(steps)); ) {
    result += direction;
    if (result < low || result > high) return stepInScale(pitch, -steps || 1, scale, low, high);
    if (scale.includes(result % 12)) moved++;
  }
  return result;
}

/** The chord in close position from G3 up. */
const voicing = (chord: number[]) => chord.map((chroma) => above(chroma, 55)).sort((a, b) => a - b);

function writeComping(harmony: number[][], style: Style): Placed[] {
  const notes: Placed[] = [];
  const last = harmony.length - 1;
  harmony.forEach((chord, index) => {
    const start = index * bar;
    const pitches = voicing(chord);
    if (index === last || style.comping === 'block') return notes.push({ pitches, start, length: bar, velocity: 60 });
    if (style.comping === 'arpeggio') {
      const order = [...pitches, pitches[0]! + 12, ...pitches.slice(1).reverse()];
      for (let step = 0; step < 8; step++) notes.push({ pitches: [order[step % order.length]!], start: start + step * (ticksPerBeat / 2), length: ticksPerBeat, velocity: step === 0 ? 64 : 54 });
    } else if (style.comping === 'stabs') {
      for (const beat of [0.5, 1.5, 2.5, 3.5]) notes.push({ pitches, start: start + beat * ticksPerBeat, length: ticksPerBeat / 3, velocity: 62 });
    } else {
      for (let beat = 0; beat < beatsPerBar; beat++) notes.push({ pitches, start: start + beat * ticksPerBeat, length: ticksPerBeat - 12, velocity: beat === 0 ? 68 : 58 });
    }
  });
  return notes;
}

function writeBass(harmony: number[][], scale: number[], style: Style): Placed[] {
  const notes: Placed[] = [];
  const last = harmony.length - 1;
  harmony.forEach((chord, index) => {
    const start = index * bar;
    const root = above(chord[0]!, 36);
    const fifth = above(chord[2]!, root);
    if (index === last || style.bassLine === 'whole') return notes.push({ pitches: [root], start, length: bar, velocity: 78 });
    if (style.bassLine === 'root-fifth') {
      notes.push({ pitches: [root], start, length: 2 * ticksPerBeat - 8, velocity: 80 }, { pitches: [fifth], start: start + 2 * ticksPerBeat, length: 2 * ticksPerBeat - 8, velocity: 72 });
    } else if (style.bassLine === 'eighths') {
      for (let step = 0; step < 8; step++) notes.push({ pitches: [step === 6 ? fifth : root], start: start + step * (ticksPerBeat / 2), length: ticksPerBeat / 2 - 8, velocity: step % 2 ? 66 : 80 });
    } else {
      // Walking: root, a chord tone, a scale step, then a half step into the next bar's root.
      const next = above(harmony[index + 1]![0]!, 36);
      const third = above(chord[1]!, root);
      const passing = stepInScale(third, 1, scale, 36, 60);
      const approach = next + (next > passing ? -1 : 1);
      [root, third, passing, approach].forEach((pitch, beat) => notes.push({ pitches: [pitch], start: start + beat * ticksPerBeat, length: ticksPerBeat - 8, velocity: beat === 0 ? 78 : 68 }));
    }
  });
  return notes;
}

// General MIDI percussion keys.
const kick = 36, snare = 38, clap = 39, closedHat = 42, pedalHat = 44, openHat = 46, crash = 49, ride = 51, lowTom = 41, bassDrum = 35, sideStick = 37;

/** Each style's bar of drums in sixteenths: [key, step, velocity]. */
function drumBar(drums: Style['drums'], index: number): [number, number, number][] {
  const every = (key: number, steps: number[], velocity: number) => steps.map((step) => [key, step, velocity] as [number, number, number]);
  const range = (from: number, by: number) => Array.from({ length: Math.ceil((16 - from) / by) }, (_, n) => from + n * by);
  switch (drums) {
    case 'soft':
      return [...every(kick, [0, 8], 50), ...every(closedHat, range(0, 4), 36)];
    case 'pop':
      return [...every(kick, [0, 8, 10], 80), ...every(snare, [4, 12], 74), ...every(closedHat, range(0, 2), 46)];
    case 'rock':
      return [...every(kick, [0, 6, 8], 90), ...every(snare, [4, 12], 88), ...every(closedHat, range(0, 2), 60), ...(index % 4 === 0 ? every(crash, [0], 80) : [])];
    case 'electronic':
      return [...every(kick, range(0, 4), 92), ...every(clap, [4, 12], 76), ...every(openHat, [2, 6, 10, 14], 52), ...every(closedHat, range(1, 2), 30)];
    case 'swing':
      return [...every(ride, [0, 4, 6, 8, 12, 14], 56), ...every(pedalHat, [4, 12], 44), ...every(kick, [0], 36)];
    case 'orchestral':
      return [...every(bassDrum, [0, 8], 84), ...(index % 2 ? every(lowTom, [12, 14], 70) : []), ...(index % 4 === 0 ? every(crash, [0], 70) : [])];
    case 'lofi':
      return [...every(kick, [0, 7, 10], 70), ...every(sideStick, [4, 12], 60), ...every(closedHat, range(0, 2), 38)];
    case 'none':
      return [];
  }
}

function writeDrums(bars: number, style: Style): Placed[] {
  if (style.drums === 'none') return [];
  const notes: Placed[] = [];
  for (let index = 0; index < bars - 1; index++) {
    for (const [key, step, velocity] of drumBar(style.drums, index)) notes.push({ pitches: [key], start: index * bar + step * sixteenth, length: sixteenth, velocity });
  }
  // The ending: one hit on the last downbeat, then the tonic rings out.
  notes.push({ pitches: [crash], start: (bars - 1) * bar, length: sixteenth, velocity: 70 }, { pitches: [style.drums === 'orchestral' ? bassDrum : kick], start: (bars - 1) * bar, length: sixteenth, velocity: 80 });
  return notes;
}
