// From a prompt and tags to the choices a score is written from: a style (tempo range, mode,
// instruments, accompaniment, drums) chosen by the words that name it ("calm piano", "epic
// orchestral", "upbeat electronic", "sad", "jazz", …), then the words that change one thing
// ("slow", "in D minor", "violin"), then a seeded random choice for whatever the words leave
// open. The seed is a hash of the normalised inputs, so the same inputs give the same piece.
import { createHash } from 'node:crypto';

export type Comping = 'arpeggio' | 'block' | 'stabs' | 'strum';
export type BassLine = 'whole' | 'root-fifth' | 'walking' | 'eighths' | 'none';
export type Drums = 'none' | 'soft' | 'pop' | 'rock' | 'electronic' | 'swing' | 'orchestral' | 'lofi';

export interface Style {
  name: string;
  words: string[];
  tempo: [number, number];
  mode: 'major' | 'minor';
  /** General MIDI programs (0-based). */
  lead: number;
  chords: number;
  bass: number;
  comping: Comping;
  bassLine: BassLine;
  drums: Drums;
  /** Sevenths rather than triads (jazz, lo-fi). */
  sevenths: boolean;
  /** Reverb send, 0–127 (MIDI CC 91). */
  reverb: number;
}

const styles: Style[] = [
  { name: 'calm', words: ['calm', 'peaceful', 'relax', 'relaxing', 'gentle', 'soft', 'ambient', 'meditation', 'sleep', 'quiet', 'serene', 'piano'], tempo: [64, 78], mode: 'major', lead: 0, chords: 0, bass: 32, comping: 'arpeggio', bassLine: 'whole', drums: 'none', sevenths: false, reverb: 70 },
  { name: 'epic', words: ['epic', 'orchestral', 'cinematic', 'heroic', 'trailer', 'battle', 'adventure', 'film', 'majestic', 'dramatic'], tempo: [84, 100], mode: 'minor', lead: 60, chords: 48, bass: 43, comping: 'strum', bassLine: 'root-fifth', drums: 'orchestral', sevenths: false, reverb: 80 },
  { name: 'electronic', words: ['electronic', 'upbeat', 'dance', 'edm', 'techno', 'house', 'synth', 'club', 'energetic', 'workout', 'synthwave'], tempo: [118, 128], mode: 'minor', lead: 81, chords: 89, bass: 38, comping: 'stabs', bassLine: 'eighths', drums: 'electronic', sevenths: false, reverb: 40 },
  { name: 'sad', words: ['sad', 'melancholy', 'melancholic', 'sorrow', 'lonely', 'grief', 'rain', 'rainy', 'tragic', 'nostalgic', 'tears'], tempo: [60, 72], mode: 'minor', lead: 42, chords: 0, bass: 42, comping: 'arpeggio', bassLine: 'whole', drums: 'none', sevenths: false, reverb: 75 },
  { name: 'jazz', words: ['jazz', 'jazzy', 'swing', 'lounge', 'bebop', 'cafe', 'bar', 'smooth', 'saxophone', 'sax', 'trio'], tempo: [100, 132], mode: 'major', lead: 66, chords: 4, bass: 32, comping: 'stabs', bassLine: 'walking', drums: 'swing', sevenths: true, reverb: 45 },
  { name: 'rock', words: ['rock', 'guitar', 'punk', 'metal', 'grunge', 'anthem', 'driving', 'loud'], tempo: [112, 138], mode: 'major', lead: 29, chords: 30, bass: 33, comping: 'strum', bassLine: 'eighths', drums: 'rock', sevenths: false, reverb: 30 },
  { name: 'happy', words: ['happy', 'cheerful', 'bright', 'sunny', 'fun', 'joyful', 'playful', 'summer', 'kids', 'pop'], tempo: [104, 120], mode: 'major', lead: 73, chords: 24, bass: 33, comping: 'strum', bassLine: 'root-fifth', drums: 'pop', sevenths: false, reverb: 40 },
  { name: 'lofi', words: ['lofi', 'lo-fi', 'chill', 'chillhop', 'hiphop', 'hip-hop', 'study', 'beats', 'mellow', 'night'], tempo: [72, 88], mode: 'minor', lead: 11, chords: 4, bass: 33, comping: 'block', bassLine: 'root-fifth', drums: 'lofi', sevenths: true, reverb: 55 },
];

/** Words that name an instrument take the lead, whatever the style. */
const leadInstruments: Record<string, number> = {
  piano: 0, 'electric piano': 4, vibraphone: 11, marimba: 12, organ: 19, guitar: 24, violin: 40, cello: 42, strings: 48, choir: 52,
  trumpet: 56, horn: 60, brass: 61, sax: 66, saxophone: 66, oboe: 68, clarinet: 71, flute: 73, synth: 81, harp: 46, bells: 14, celesta: 8,
};

const tonics = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

export interface Choices {
  style: Style;
  tempo: number;
  tonic: string;
  /** Pseudo-random numbers in [0, 1) for the score, from the same seed. */
  random: () => number;
}

/** Lower case, single spaces, tags sorted and deduplicated: "Calm  Piano" and "calm piano" are one piece. */
export function normalise(prompt: string, tags: string[]) {
  const clean = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return { prompt: clean(prompt), tags: [...new Set(tags.map(clean).filter(Boolean))].sort() };
}

/** mulberry32: a small, fast PRNG with a 32-bit state, plenty for choosing notes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function choose(prompt: string, tags: string[], seconds: number): Choices {
  const inputs = normalise(prompt, tags);
  const seed = createHash('sha256').update(JSON.stringify([inputs.prompt, inputs.tags, seconds])).digest().readUInt32LE(0);
  const random = seededRandom(seed);
  const text = ` ${[inputs.prompt, ...inputs.tags].join(' ').replace(/[^a-z0-9#\- ]+/g, ' ')} `;
  const has = (word: string) => text.includes(` ${word} `);
  // The style whose words appear most, a tag counting twice (it was chosen as a style); a tie or
  // no word at all is settled by the seed.
  const tagged = (word: string) => inputs.tags.some((tag) => ` ${tag} `.includes(` ${word} `));
  const scored = styles.map((style) => ({ style, score: style.words.reduce((sum, word) => sum + (has(word) ? 1 : 0) + (tagged(word) ? 1 : 0), 0) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const candidates = scored.filter((entry) => entry.score === best).map((entry) => entry.style);
  const style = { ...candidates[Math.floor(random() * candidates.length)]! };

  if (has('major') || has('happy') || has('bright')) style.mode = 'major';
  if (has('minor') || has('dark') || has('sad')) style.mode = 'minor';
  const lead = Object.keys(leadInstruments).find(has);
  if (lead) style.lead = leadInstruments[lead]!;

  let tempo = style.tempo[0] + Math.round(random() * (style.tempo[1] - style.tempo[0]));
  if (has('slow')) tempo = Math.round(tempo * 0.8);
  if (has('fast')) tempo = Math.round(tempo * 1.2);
  const bpm = /\b(\d{2,3}) ?bpm\b/.exec(text);
  if (bpm) tempo = Math.min(200, Math.max(40, Number(bpm[1])));

  // "in D minor", "F# major": the key asked for.
  const key = /\b([a-g])(#|b)? (major|minor)\b/.exec(text);
  let tonic = tonics[Math.floor(random() * tonics.length)]!;
  if (key) {
    tonic = key[1]!.toUpperCase() + (key[2] ?? '');
    style.mode = key[3] as 'major' | 'minor';
  }
  return { style, tempo, tonic, random };
}
