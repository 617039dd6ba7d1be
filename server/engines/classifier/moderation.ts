// Offline moderation: a score from 0 to 1 for each of OpenAI's main categories (harassment,
// harassment/threatening, hate, self-harm, sexual, violence), flagged from 0.5.
//
// How a score is made: each cue found in the text (cues.ts, and obscenity's English dataset of
// profanity, slurs and sexual words, which sees through leetspeak, spacing and look-alike
// letters) is evidence for some categories with a weight, read as the chance that the cue alone
// makes the text belong there. Independent cues combine as a noisy OR: score = 1 − ∏(1 − w), so a
// strong cue (a slur 0.9, "kill myself" 0.85, a threat 0.9) flags on its own, a weak one (a
// word of violence 0.45, a swear word 0.3, an insult 0.45) does not, and two weak ones or a
// weak one aimed at the reader (a word addressing them, +0.35) do. Each distinct cue counts
// once, so repeating a word does not raise the score. A group of people with a dehumanising
// word in the same text is hate (0.8); "I hate <group>" too (0.85).
//
// English profanity is only taken as such in English text, or for words that mean nothing
// else in other languages ("dick" is German for thick, "slut" Swedish for end).
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { ModerationCategory } from '../types';
import {
  categoryNames, dehumanising, gore, groups, hateVerbs, insults, selfHarmIntent, selfHarmMention, sexual, targets, threats, violence,
  type CategoryName, type CueList,
} from './cues';

export const flagThreshold = 0.5;
const targetWeight = 0.35;

/** obscenity's words (its `originalWord`) as evidence. */
const slurs = ['abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'kike', 'nigger', 'fag', 'dyke', 'tranny'];
const slights = ['retard', 'spastic', 'negro', 'abo'];
const explicit = [
  'anal', 'bestiality', 'blowjob', 'buttplug', 'cock', 'cum', 'deepthroat', 'dildo', 'doggystyle', 'double penetration', 'ejaculate', 'felch', 'fellatio',
  'finger bang', 'fisting', 'gangbang', 'handjob', 'hentai', 'jerk off', 'jizz', 'lubejob', 'masturbate', 'orgasm', 'orgy', 'porn', 'pussy', 'semen', 'incest',
];
const suggestive = ['boob', 'penis', 'vagina', 'sex', 'tit', 'dick', 'hooker', 'whore', 'slut'];
const swearing = ['fuck', 'shit', 'bitch', 'cunt', 'bastard', 'twat', 'prick', 'ass', 'arse', 'anus', 'bollocks', 'piss', 'turd', 'wank', 'whore', 'slut', 'cuck', 'dick'];
/** English words that are ordinary words of other languages. */
const englishOnly = new Set(['negro', 'retard', 'dick', 'slut', 'sex', 'prick', 'tit', 'cum', 'anal', 'arse', 'ass', 'abo', 'scat', 'cock', 'turd', 'piss', 'anus', 'fag', 'kike']);

function wordEvidence(word: string): Partial<Record<CategoryName, number>> {
  const evidence: Partial<Record<CategoryName, number>> = {};
  if (slurs.includes(word)) evidence.hate = 0.9;
  if (slights.includes(word)) evidence.hate = 0.6;
  if (explicit.includes(word)) evidence.sexual = 0.7;
  if (suggestive.includes(word)) evidence.sexual = 0.4;
  if (word === 'rape') Object.assign(evidence, { violence: 0.7, sexual: 0.6 });
  if (swearing.includes(word)) evidence.harassment = word === 'cunt' ? 0.45 : 0.3;
  return evidence;
}

let matcher: RegExpMatcher | null = null;
const built = englishDataset.build();

/** The English words of obscenity's dataset found in the text (each once). */
function englishWords(text: string): string[] {
  matcher ??= new RegExpMatcher({ ...built, ...englishRecommendedTransformers });
  const found = new Set<string>();
  for (const match of matcher.getAllMatches(text)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (word) found.add(word);
  }
  return [...found];
}

const spacelessScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

function compile(terms: string[]): RegExp[] {
  return terms.map((term) => (spacelessScript.test(term) ? new RegExp(term, 'iu') : new RegExp(`(?<![\\p{L}\\p{N}])(?:${term})(?![\\p{L}\\p{N}])`, 'iu')));
}

const compiled = new Map<CueList, RegExp[]>();
const compiledTargets = new Map<string, RegExp[]>();

function found(list: CueList, text: string): number {
  let patterns = compiled.get(list);
  if (!patterns) compiled.set(list, (patterns = compile(list.terms)));
  return patterns.filter((pattern) => pattern.test(text)).length;
}

/** The text with every phrase of the list blanked out. */
function without(list: CueList, text: string): string {
  found(list, text);
  return compiled.get(list)!.reduce((rest, pattern) => rest.replace(new RegExp(pattern.source, 'giu'), ' '), text);
}

function addressesReader(text: string, language: string): boolean {
  const codes = language === 'en' ? ['en'] : [language, 'en'];
  return codes.some((code) => {
    let patterns = compiledTargets.get(code);
    if (!patterns) compiledTargets.set(code, (patterns = compile(targets[code] ?? [])));
    return patterns.some((pattern) => pattern.test(text));
  });
}

/** Scores per category for `text`, whose language (fastText's code) decides which words count. */
export function moderateLocally(input: string, language: string): ModerationCategory[] {
  const text = input.normalize('NFC').replace(/[\u2018\u2019\u02bc]/g, "'");
  const weights = new Map<CategoryName, number[]>(categoryNames.map((name) => [name, []]));
  const add = (evidence: Partial<Record<CategoryName, number>>, times = 1) => {
    for (const [name, weight] of Object.entries(evidence) as [CategoryName, number][]) for (let i = 0; i < times; i++) weights.get(name)!.push(weight);
  };

  const english = language === 'en';
  for (const word of englishWords(text)) if (english || !englishOnly.has(word)) add(wordEvidence(word));
  // Violence against oneself is self-harm, not violence ("kill myself", "me tuer"), and an
  // intent is also a mention, counted once: the rest is read without those phrases.
  const intent = found(selfHarmIntent, text);
  const rest = intent ? without(selfHarmIntent, text) : text;
  add(selfHarmIntent.evidence, intent);
  for (const list of [insults, threats, violence, gore, selfHarmMention, sexual, dehumanising]) add(list.evidence, found(list, rest));

  const aimed = weights.get('harassment')!.length > 0 && addressesReader(text, language);
  if (aimed) weights.get('harassment')!.push(targetWeight);
  const group = found(groups, text) > 0;
  if (group && found(dehumanising, text)) weights.get('hate')!.push(0.8);
  if (group && found(hateVerbs, text)) weights.get('hate')!.push(0.85);

  return categoryNames.map((name) => {
    const score = round(1 - weights.get(name)!.reduce((none, weight) => none * (1 - weight), 1));
    return { name, score, flagged: score >= flagThreshold };
  });
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
