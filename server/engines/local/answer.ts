// Decides what the offline assistant says: a tool answer (arithmetic, date), a template
// (greeting, thanks, capabilities), a help article, or an honest fallback. The reasoning lines
// describe what was actually done, nothing more.
import type { ChatChunk } from '../types';
import { HELP_ARTICLES, type HelpArticle } from './help';
import { createIndex, terms, type SearchHit } from './search';
import { hash } from './seed';
import { asksForDate, calculate, currentDate, findExpression } from './tools';

export interface Plan {
  /** Reasoning and call chunks, streamed before the answer. */
  steps: ChatChunk[];
  /** Markdown answer, streamed as tokens. */
  answer: string;
}

// The best article answers the question only if it scores well and clearly beats the runner-up;
// otherwise it is a loose match (e.g. "write a poem" touches Writer and Composer equally).
// Tuned by hand on typical questions.
const CONFIDENT_SCORE = 2.5;
const CONFIDENT_LEAD = 1.3;
const index = createIndex(HELP_ARTICLES);

const GREETING = /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening)|hallo|bonjour|hola)\b/i;
const THANKS = /\b(thanks|thank you|thx|ty|cheers|much appreciated)\b/i;
const CAPABILITIES = /\b(what can you do|who are you|what are you|what do you do|how can you help|what is this)\b|^help\W*$/i;
// Words a pure greeting or thank-you consists of, stemmed like the search terms.
const SMALL_TALK = new Set(terms(`hi hello hey hiya howdy yo greetings greeting good morning afternoon evening hallo
  bonjour hola thanks thank thx ty cheers much appreciated again lot great ok okay cool nice assistant atelier doing today`));

const CONNECT_HINT = `### Connect a real model
- **Local model**: run Ollama or llama.cpp and start Atelier with \`OPENAI_BASE_URL\`, e.g. \`http://localhost:11434/v1\`.
- **Hosted models**: set \`OPENAI_API_KEY\` or \`ANTHROPIC_API_KEY\` on the server, or add your own keys on the **Workspace** page.`;

export function planAnswer(question: string, now: Date): Plan {
  const text = question.trim();
  if (asksForDate(text)) {
    const call = currentDate(now);
    return {
      steps: [reasoning('The question asks for the date, so I am calling the `current_date` tool.'), toolCall(call),
        reasoning(`The tool returned ${call.result}.`)],
      answer: `Today is **${call.result.replace(/ \(.*$/, '')}** (UTC).`,
    };
  }
  const expression = findExpression(text);
  if (expression) return arithmetic(expression);
  if (isSmallTalk(text) && THANKS.test(text)) return template('The message thanks me; replying briefly.', pick(text, THANKS_REPLIES));
  if (isSmallTalk(text) && GREETING.test(text)) return template('The message is a greeting; introducing myself.', pick(text, GREETINGS));
  if (CAPABILITIES.test(text)) return template('The question asks what I can do; describing the offline assistant honestly.', CAPABILITIES_ANSWER);
  return fromHelp(text);
}

function arithmetic(expression: string): Plan {
  const call = calculate(expression);
  const failed = !/^-?[\d.e+-]+$/.test(call.result);
  return {
    steps: [reasoning(`The question is arithmetic: \`${expression}\`. Calling the \`calculator\` tool.`), toolCall(call),
      reasoning(`The calculator returned ${call.result}.`)],
    answer: failed
      ? `I could not work out \`${expression}\`: ${call.result}.`
      : `\`${expression}\` = **${call.result}**\n\nI used the calculator tool, so the result is exact (to 12 significant digits).`,
  };
}

function fromHelp(question: string): Plan {
  const topic = [...new Set(question.toLowerCase().match(/[a-z0-9]+/g) ?? [])]
    .filter((word) => terms(word).length > 0)
    .slice(0, 6)
    .join(', ');
  const hits = topic ? index.search(question) : [];
  const steps = [reasoning(topic ? `Looking for help articles about "${topic}"…` : 'The message has no words to search for.')];
  const [best, runnerUp] = hits;
  if (best && best.score >= CONFIDENT_SCORE && (!runnerUp || best.score >= CONFIDENT_LEAD * runnerUp.score)) {
    steps.push(
      reasoning(`Found ${hits.length} matching article${hits.length > 1 ? 's' : ''}: ${hits.map(titleOf).join(', ')}.`),
      reasoning(`"${best.article.title}" answers it best; answering from that article.`),
    );
    const related = hits.slice(1).map((hit) => `*${hit.article.title}*`);
    return {
      steps,
      answer: [
        `### ${best.article.title}`,
        best.article.body,
        related.length ? `**Related:** ${related.join(', ')}` : '',
        `_Answered offline from Atelier's help article "${best.article.title}"._`,
      ].filter(Boolean).join('\n\n'),
    };
  }
  steps.push(
    reasoning(hits.length
      ? `Found ${hits.length} loosely related article${hits.length > 1 ? 's' : ''} (${hits.map(titleOf).join(', ')}); none answers this directly.`
      : 'Found no related help articles.'),
    reasoning('No language model is connected, so I will say so and point to what can help.'),
  );
  return { steps, answer: fallback(hits) };
}

function fallback(hits: SearchHit[]): string {
  const closest = hits.length
    ? `### Closest help articles\n${hits.map((hit) => `- **${hit.article.title}** — ${summary(hit.article)}`).join('\n')}`
    : '';
  return [
    "I'm Atelier's **offline assistant**. No language model is connected right now, so I can't answer open-ended " +
      "questions like this one. I can answer questions about Atelier from its help articles, do arithmetic and tell today's date.",
    closest,
    CONNECT_HINT,
  ].filter(Boolean).join('\n\n');
}

/** The first sentence of an article, without markdown. */
function summary(article: HelpArticle): string {
  const plain = article.body.replace(/[*_`#|]/g, '').replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](\s|$)/.exec(plain)?.[0].trim() ?? plain.slice(0, 120);
}

function isSmallTalk(text: string): boolean {
  return terms(text).every((word) => SMALL_TALK.has(word));
}

function template(thought: string, answer: string): Plan {
  return { steps: [reasoning(thought)], answer };
}

function pick(seedText: string, options: string[]): string {
  return options[hash(seedText.toLowerCase()) % options.length];
}

const titleOf = (hit: SearchHit) => `"${hit.article.title}"`;
const reasoning = (text: string): ChatChunk => ({ type: 'reasoning', text });
const toolCall = (call: { name: string; arguments: string; result: string }): ChatChunk => ({ type: 'call', ...call });

const GREETINGS = [
  "Hello! I'm Atelier's **offline assistant**. Ask me how any part of Atelier works — chat, images, voiceover, plans, credits — or give me a sum to work out.",
  "Hi there! I'm the **offline assistant**: I answer from Atelier's help articles and can do quick calculations. What would you like to know?",
  "Hey! I'm Atelier's **offline assistant**. I can explain features, plans and settings, or calculate something for you.",
];

const THANKS_REPLIES = [
  "You're welcome! Ask me anything else about Atelier.",
  'Glad I could help. Anything else?',
  'Any time! Let me know if you have more questions.',
];

const CAPABILITIES_ANSWER = `I'm Atelier's **offline assistant**. No language model is connected, so I work differently from a chat model:

| I can | I can't |
|---|---|
| explain Atelier's features, plans, credits and settings from its help articles | write essays, stories or code |
| do arithmetic, e.g. \`what is 12*7\` | answer general-knowledge questions |
| tell today's date | remember things between conversations |

${CONNECT_HINT}`;
