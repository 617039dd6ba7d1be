// The offline assistant as a writer: no language model ships offline, so it writes what can be
// written honestly without one. Where there is real work to do it does it — a summary picks the
// text's most telling sentences, a code review runs checks line by line — and elsewhere it fills
// a document's usual structure (an article's sections, an email's parts, three ads, a tweet under
// 280 characters) with the form's values. Every document ends by saying how it was written.
// Deterministic: the same form always gives the same document.
import type { WritingTask } from '../types';
import { hash } from './seed';
import { reviewCode } from './code-review';

type DocumentTask = Extract<WritingTask, { kind: 'document' }>;

const OFFLINE_NOTE = "_Written offline by Atelier's offline assistant from the form's values; connect a language model for original writing._";

const STOPWORDS = new Set(
  `a an and are as at be by can do does for from how i in is it its me my of on or so that the this to what when where which who
  why will with you your we our us am was were has have had not no there their them they then than please about into also just
  but if all any each more most some such only own same too very s t write make create give list`.split(/\s+/),
);

/** The document's markdown, from its preset (by its form's fields) or its free prompt. */
export function writeDocument(task: DocumentTask): string {
  const field = (name: string) => (task.fields[name] ?? '').trim();
  const extra = task.prompt.trim();
  let body: string;
  if (field('text')) body = summarise(field('text'));
  else if (field('code')) body = reviewCode(field('code'));
  else if (field('recipient') || field('subject')) body = email(field('recipient'), field('subject'), extra);
  else if (field('product')) body = ads(field('product'));
  else if (field('topic') && /tweet|post under 280/i.test(`${task.preset?.title} ${task.preset?.template}`)) body = tweet(field('topic'));
  else if (field('topic')) body = article(field('topic'), extra);
  else body = draft(task.preset ? fill(task.preset.template, task.fields) : extra, extra);
  return `${body}\n\n${OFFLINE_NOTE}`;
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) => values[name] ?? whole);
}

// ── A summary: the sentences that use the text's most frequent content words ───────────────

export function summarise(text: string): string {
  const sentences = (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
  if (sentences.length <= 2) return `# Summary\n\n${sentences.join(' ') || text.trim()}\n\nThe text is already short: it is kept as it is.`;
  const frequency = new Map<string, number>();
  for (const word of contentWords(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const words = contentWords(sentence);
    const score = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.sqrt(Math.max(words.length, 1));
    return { sentence, index, score };
  });
  const keep = Math.min(5, Math.max(2, Math.round(sentences.length / 4)));
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, keep).sort((a, b) => a.index - b.index);
  const top = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([word]) => word);
  return [
    '# Summary',
    chosen.map(({ sentence }) => `- ${sentence}`).join('\n'),
    `**Key words:** ${top.join(', ')}.`,
    `${chosen.length} of ${sentences.length} sentences kept: those that use the text's most frequent words the most.`,
  ].join('\n\n');
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word));
}

// ── Templates filled with the form's values ──────────────────────────────────────────────────

function article(topic: string, extra: string): string {
  const title = headline(topic);
  const pick = variant(topic);
  return [
    `# ${title}`,
    pick([
      `${capitalise(topic)} comes up more and more, and for good reason. This post looks at what it is, why it matters and how to get started.`,
      `If you have wondered about ${topic}, you are not alone. Here is a practical overview: what it is, why it matters and where to begin.`,
    ]),
    extra ? `> ${extra.replace(/\n/g, '\n> ')}` : '',
    `## What ${topic} is`,
    `Put simply, ${topic} comes down to three questions: what you want from it, what it takes, and how you will know it works. Answer them first and every later decision gets easier.`,
    `## Why it matters`,
    [`- **Time:** done well, ${topic} saves effort later.`, `- **Quality:** it raises the standard of the result.`, `- **Confidence:** you know what to expect and why.`].join('\n'),
    `## How to get started`,
    [`1. Set one clear goal for ${topic}.`, '2. Start small and measure the result.', '3. Keep what works, drop what does not, and repeat.'].join('\n'),
    `## Conclusion`,
    `${capitalise(topic)} rewards a steady, deliberate approach. Pick one step above and take it this week.`,
  ].filter(Boolean).join('\n\n');
}

function email(recipient: string, subject: string, extra: string): string {
  const to = recipient || 'colleague';
  const about = subject || 'the matter we discussed';
  return [
    `**Subject:** ${capitalise(about)}`,
    `Dear ${to},`,
    `I hope this message finds you well. I am writing to you about ${about}.`,
    extra || `I would like to share where things stand and agree on the next steps with you.`,
    `Could you let me know a time that suits you this week to discuss it? I am happy to adapt to your schedule.`,
    `Thank you for your time.`,
    `Kind regards,\n[Your name]`,
  ].join('\n\n');
}

function ads(product: string): string {
  const name = capitalise(product);
  return [
    `# Three ads for ${name}`,
    `## 1. The promise\n**${name}: less effort, better results.**\nEverything you need, nothing you don't. Try ${product} today.\n*Call to action:* Get started`,
    `## 2. The question\n**Still doing it the hard way?**\n${name} takes care of it for you, so you can focus on what matters.\n*Call to action:* See how it works`,
    `## 3. The proof\n**People who switch to ${product} don't go back.**\nSee for yourself why it is the choice of people who care about the details.\n*Call to action:* Try it free`,
  ].join('\n\n');
}

function tweet(topic: string): string {
  const tags = keyTerms(topic).slice(0, 3).map((word) => `#${word.replace(/[^\p{L}\p{N}]/gu, '')}`).filter((tag) => tag.length > 1);
  const pick = variant(topic);
  const opener = pick([`Thinking about ${topic} today:`, `A quick thought on ${topic}:`, `Hot take on ${topic}:`]);
  const line = pick(['small, steady steps beat big plans that never start.', 'the basics, done every day, beat clever tricks.', 'start before you feel ready; adjust as you go.']);
  let text = `${opener} ${line} ${tags.join(' ')}`.trim();
  if (text.length > 280) text = `${text.slice(0, 279)}…`;
  return `# Tweet\n\n${text}\n\n${text.length} of 280 characters.`;
}

/** A free request: its brief, then a structure to write into, built from its key terms. */
function draft(request: string, extra: string): string {
  const text = request.trim() || extra;
  const terms = keyTerms(text);
  const words = text.replace(/[.!?:;]+$/, '').split(/\s+/).filter(Boolean);
  const title = words.length ? headline(words.slice(0, 10).join(' ')) + (words.length > 10 ? '…' : '') : 'Draft';
  return [
    `# ${title}`,
    `## Brief\n> ${text.replace(/\n/g, '\n> ')}`,
    `## Draft`,
    terms.length
      ? `This document covers ${list(terms.slice(0, 4))}. Each section below takes one of them in turn: what it is, why it matters here, and what to do next.`
      : 'This document answers the brief above in three parts: the context, the main points and the next steps.',
    ...terms.slice(0, 4).map((term) => `### ${capitalise(term)}\n- What it means here\n- Why it matters\n- The next step`),
    `## Next steps\n1. Fill each section with your own facts and figures.\n2. Read it aloud once and cut what does not help.`,
  ].join('\n\n');
}

// ── Words ─────────────────────────────────────────────────────────────────────────────────

/** The text's content words, in order, each once. */
function keyTerms(text: string): string[] {
  return [...new Set(contentWords(text))];
}

function headline(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, i) => (i > 0 && STOPWORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(' ');
}

function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** One of the options, always the same for the same seed text. */
function variant(seedText: string) {
  return <T>(options: T[]): T => options[hash(seedText.toLowerCase()) % options.length]!;
}
