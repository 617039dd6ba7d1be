// src/lib/markdown's block splitting: what lets a streaming reply re-render only its last block.
import { describe, expect, it } from 'vitest';
import { hasCode, splitBlocks, splitBlocksFrom, type BlockSplit } from '../../src/lib/markdown';

const REPLY = [
  '# Sorting in TypeScript',
  '',
  'Here is a **stable** sort with a [link](https://example.com):',
  '',
  '```ts',
  'const sorted = [...items].sort((a, b) => a.rank - b.rank);',
  '',
  'console.log(sorted);',
  '```',
  '',
  '| Algorithm | Stable | Average |',
  '| --- | --- | --- |',
  '| merge | yes | n log n |',
  '| quick | no | n log n |',
  '',
  '- first item',
  '- second item',
  '',
  '  continued',
  '',
  '1. one',
  '2. two',
  '',
  '> a quote',
  'lazy line',
  '',
  'Heading two',
  '---',
  '',
  '    indented code',
  '',
  'The end.',
].join('\n');

describe('splitBlocks', () => {
  it('cuts a reply into its top-level blocks, which join back into the text', () => {
    const blocks = splitBlocks(REPLY);
    expect(blocks.join('')).toBe(REPLY);
    expect(blocks[0]).toMatch(/^# Sorting/);
    expect(blocks.find((b) => b.startsWith('```ts'))).toMatch(/```\n\n$/);
    expect(blocks.find((b) => b.startsWith('| Algorithm'))).toContain('| quick | no | n log n |');
    expect(blocks.length).toBeGreaterThanOrEqual(9);
  });

  it('is empty for an empty reply', () => {
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('splitBlocksFrom (streaming)', () => {
  it('gives the same blocks as a full split at every length of a streamed reply', () => {
    let split: BlockSplit | null = null;
    for (let end = 1; end <= REPLY.length; end++) {
      const text = REPLY.slice(0, end);
      split = splitBlocksFrom(split, text);
      expect(split.blocks.join(''), `at ${end}`).toBe(text);
      expect(split.blocks, `at ${end}`).toEqual(splitBlocks(text));
    }
  });

  it('keeps the finished blocks as the very same strings, re-lexing only the last', () => {
    const first = splitBlocksFrom(null, 'One.\n\nTwo.\n\nThr');
    const next = splitBlocksFrom(first, 'One.\n\nTwo.\n\nThree');
    expect(next.blocks).toEqual(['One.\n\n', 'Two.\n\n', 'Three']);
    expect(next.blocks[0]).toBe(first.blocks[0]);
    expect(next.blocks[1]).toBe(first.blocks[1]);
  });

  it('starts over when the text is not a continuation', () => {
    const first = splitBlocksFrom(null, 'One.\n\nTwo.');
    expect(splitBlocksFrom(first, 'Other.').blocks).toEqual(['Other.']);
  });
});

describe('hasCode', () => {
  it('spots fenced code', () => {
    expect(hasCode('text\n```js\nx\n```')).toBe(true);
    expect(hasCode('~~~\nx\n~~~')).toBe(true);
    expect(hasCode('no `inline` only')).toBe(false);
  });
});
