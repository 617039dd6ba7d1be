// The offline assistant's two real tools: a calculator (a small parser, never eval) and the
// current date. Each recognises its own questions so the answer logic stays a plain dispatch.

export interface ToolCall {
  name: 'calculator' | 'current_date';
  arguments: string;
  result: string;
}

const WORD_OPERATORS: [RegExp, string][] = [
  [/\bmultiplied by\b|\btimes\b|[x×]/g, '*'],
  [/\bdivided by\b|÷/g, '/'],
  [/\bplus\b/g, '+'],
  [/\bminus\b/g, '-'],
  [/\bto the power of\b|\*\*/g, '^'],
  [/\bmod(ulo)?\b/g, '%'],
];

/** The arithmetic expression in a question like "what is 12*7?", or null if it is not one. */
export function findExpression(question: string): string | null {
  let text = question
    .toLowerCase()
    .trim()
    .replace(/^(please\s+)?(what'?s|what is|whats|calculate|compute|evaluate|how much is|solve)\s+/, '')
    .replace(/[?.!=\s]+$/, '')
    .replace(/(\d),(\d{3})/g, '$1$2')
    // "15% of 80" means a share, not a remainder.
    .replace(/(\d+(?:\.\d+)?)\s*%\s*of\s*/g, '($1/100)*');
  for (const [pattern, operator] of WORD_OPERATORS) text = text.replace(pattern, operator);
  text = text.replace(/\s+/g, '');
  if (!/^[\d.+\-*/%^()]+$/.test(text) || !/\d[)]*[+\-*/%^][(+-]*[\d(]/.test(text)) return null;
  return text;
}

export function calculate(expression: string): ToolCall {
  let result: string;
  try {
    const value = new Parser(expression).parse();
    result = Number.isFinite(value) ? String(Number(value.toPrecision(12))) : 'undefined (division by zero)';
  } catch (error) {
    result = error instanceof TooDeep ? 'error: the expression is nested too deeply' : 'error: not a valid expression';
  }
  return { name: 'calculator', arguments: JSON.stringify({ expression }), result };
}

// The expression is the sender's text: parentheses, signs and powers nest the parser's calls,
// so their depth is bounded well before the call stack is.
const maxNesting = 100;
class TooDeep extends Error {}

/** Recursive descent over + - * / % ^ and parentheses, with the usual precedence. */
class Parser {
  private position = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  parse(): number {
    const value = this.sum();
    if (this.position < this.text.length) throw new Error('Unexpected input');
    return value;
  }

  private sum(): number {
    let value = this.product();
    while (this.peek() === '+' || this.peek() === '-') {
      value = this.text[this.position++] === '+' ? value + this.product() : value - this.product();
    }
    return value;
  }

  private product(): number {
    let value = this.power();
    while (this.peek() === '*' || this.peek() === '/' || this.peek() === '%') {
      const operator = this.text[this.position++];
      const right = this.power();
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right;
    }
    return value;
  }

  private power(): number {
    const base = this.unary();
    if (this.peek() !== '^') return base;
    this.position++;
    return base ** this.nested(() => this.power());
  }

  private unary(): number {
    if (this.peek() === '-') return this.position++, -this.nested(() => this.unary());
    if (this.peek() === '+') return this.position++, this.nested(() => this.unary());
    if (this.peek() === '(') {
      this.position++;
      const value = this.nested(() => this.sum());
      if (this.text[this.position++] !== ')') throw new Error('Missing )');
      return value;
    }
    const match = /^\d*\.?\d+/.exec(this.text.slice(this.position));
    if (!match) throw new Error('Expected a number');
    this.position += match[0].length;
    return Number(match[0]);
  }

  /** One level deeper; a throw ends the whole parse, so only a normal return climbs back. */
  private nested(read: () => number): number {
    if (++this.depth > maxNesting) throw new TooDeep();
    const value = read();
    this.depth--;
    return value;
  }

  private peek(): string | undefined {
    return this.text[this.position];
  }
}

const DATE_QUESTION =
  /\b(today'?s date|current date|date today|what('?s| is)? (the )?date|what day is (it|today)|which day is (it|today)|what is today)\b/i;

export function asksForDate(question: string): boolean {
  return DATE_QUESTION.test(question);
}

export function currentDate(now: Date): ToolCall {
  const readable = now.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return {
    name: 'current_date',
    arguments: JSON.stringify({ timezone: 'UTC' }),
    result: `${readable} (${now.toISOString().slice(0, 10)}, UTC)`,
  };
}
