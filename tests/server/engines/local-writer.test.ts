import { describe, expect, it } from 'vitest';
import { reviewCode } from '../../../server/engines/local/code-review';
import { writeCode } from '../../../server/engines/local/coder';
import { summarise, writeDocument } from '../../../server/engines/local/writer';

// The offline assistant's writing (server/engines/local/writer.ts, coder.ts, code-review.ts):
// real work where there is some — a summary's sentences, a review's findings — and templates
// filled with the form's values elsewhere, always saying how it was written.

const preset = (title: string, template: string) => ({ id: `preset-${title}`, title, template });

describe('the offline writer', () => {
  it('summarises with sentences of the text, in their order', () => {
    const text = 'Solar panels turn light into power. Cats sleep a lot. Panels on roofs cut power bills. The power goes into the grid when the house needs none. Lunch was nice.';
    const summary = summarise(text);
    const kept = summary.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const sentence of kept) expect(text).toContain(sentence);
    expect(kept.map((sentence) => text.indexOf(sentence))).toEqual([...kept.map((sentence) => text.indexOf(sentence))].sort((a, b) => a - b));
    expect(kept).not.toContain('Lunch was nice.');
    expect(summary).toMatch(/\*\*Key words:\*\* power/);
  });

  it('fills a document from the preset\'s form, and says it was written offline', () => {
    const article = writeDocument({ kind: 'document', preset: preset('Blog post', 'Write a blog post about {topic}.'), fields: { topic: 'urban gardening' }, prompt: '' });
    expect(article).toMatch(/^# Urban Gardening\n/);
    expect(article).toContain('## How to get started');
    expect(article).toMatch(/Written offline/);
    const tweet = writeDocument({ kind: 'document', preset: preset('Tweet', 'Write a tweet about {topic}.'), fields: { topic: 'x'.repeat(400) }, prompt: '' });
    expect(tweet.split('\n\n')[1]!.length).toBeLessThanOrEqual(280);
    const email = writeDocument({ kind: 'document', preset: preset('Business email', 'Write an email to {recipient} about {subject}.'), fields: { recipient: 'Dana', subject: 'the Q3 budget' }, prompt: '' });
    expect(email).toContain('Dear Dana,');
    expect(email).toContain('the Q3 budget');
  });

  it('reviews code line by line, most severe first', () => {
    const review = reviewCode('var total = 0;\nif (total == 1) console.log(total);\nconst password = "hunter22";\ntry { run(); } catch (e) {}');
    const rows = review.split('\n').filter((line) => /^\| \d/.test(line));
    expect(rows[0]).toMatch(/^\| 3 \| high \| A secret/);
    expect(rows.some((row) => /^\| 2 \| medium \| Loose equality/.test(row))).toBe(true);
    expect(rows.some((row) => /^\| 4 \| medium \| An error is caught and ignored/.test(row))).toBe(true);
    expect(rows.some((row) => /^\| 1 \| low \| `var`/.test(row))).toBe(true);
    expect(reviewCode('def add(a, b):\n    return a + b')).toMatch(/no findings/);
  });
});

describe('the offline coder', () => {
  it('writes a classic task in the language asked for, JavaScript without TypeScript\'s types', () => {
    const js = writeCode({ kind: 'code', language: 'javascript', prompt: 'Is 97 a prime number? write a check' });
    expect(js).toMatch(/^```javascript\n\/\*\* Whether n is prime.*\*\/\nfunction isPrime\(n\) \{/);
    expect(js).not.toMatch(/: (number|string|boolean)/);
    expect(writeCode({ kind: 'code', language: 'go', prompt: 'FizzBuzz up to 15' })).toMatch(/^```go\npackage main/);
    expect(writeCode({ kind: 'code', language: 'rust', prompt: 'reverse a string' })).toContain('fn reverse(s: &str) -> String');
  });

  it('writes a skeleton named after the request otherwise, and says so', () => {
    const skeleton = writeCode({ kind: 'code', language: 'python', prompt: 'Parse a CSV of invoices' });
    expect(skeleton).toMatch(/^```python\ndef parse_csv_invoices\(value\):\n {4}"""Parse a CSV of invoices"""/);
    expect(skeleton).toMatch(/skeleton to fill in/);
  });
});
