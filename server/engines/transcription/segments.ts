// Words with times into the segments a transcript shows: a pause of 0.6 s or more, 12 words or
// 8 s end a segment, so each is a line of subtitles one can read while it plays. Every engine's
// segments are then kept in order and inside the audio (a provider's or a chunk's rounding can
// stray a few milliseconds past either).
import type { Transcript, TranscriptSegment } from './types';

export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

export const segmentRules = { pause: 0.6, words: 12, seconds: 8 } as const;

export function groupWords(words: TimedWord[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length) segments.push({ start: current[0]!.start, end: current.at(-1)!.end, text: current.map((word) => word.word).join(' ') });
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current.at(-1);
    if (first && last && (word.start - last.end >= segmentRules.pause || current.length >= segmentRules.words || word.end - first.start > segmentRules.seconds)) close();
    current.push(word);
  }
  close();
  return segments;
}

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The transcript of these segments: in order, inside [0, seconds], empty ones dropped, text joined. */
export function transcriptOf(segments: TranscriptSegment[], seconds: number, language: string | null): Transcript {
  const kept: TranscriptSegment[] = [];
  let reached = 0;
  for (const segment of segments) {
    const text = segment.text.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const start = ms(Math.min(Math.max(segment.start, reached), seconds));
    const end = ms(Math.min(Math.max(segment.end, start), seconds));
    kept.push({ start, end, text });
    reached = end;
  }
  return { text: kept.map((segment) => segment.text).join(' '), segments: kept, seconds: ms(seconds), language };
}
