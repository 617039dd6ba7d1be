// A reply's headings under the page's h1: `#` shows as h2 and no level is skipped, whatever
// levels the model writes (axe's heading-order on the chat), counted across a reply's blocks.
import { describe, expect, it } from 'vitest';
import { FIRST_REPLY_HEADING, headingDepths, headingsBeforeBlocks, renderBlock, replyHeadingLevel, renderMarkdownFragment } from '../../src/lib/markdown';

/** The levels a reply's headings show at, given their markdown depths in order. */
function levels(depths: number[]) {
  let previous = FIRST_REPLY_HEADING - 1;
  return depths.map((depth) => (previous = replyHeadingLevel(previous, depth)));
}

const tags = (fragment: DocumentFragment) => [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName);

describe('reply headings', () => {
  it('start at h2 and never skip a level', () => {
    expect(levels([3])).toEqual([2]);
    expect(levels([1, 3, 6, 2, 1])).toEqual([2, 3, 4, 3, 2]);
    expect(levels([1, 2, 3, 4, 5, 6, 6])).toEqual([2, 3, 4, 5, 6, 6, 6]);
  });

  it('are rendered at their level, continuing from the heading before the block', () => {
    expect(tags(renderBlock('### Credits and credit packs\n'))).toEqual(['H3']);
    expect(tags(renderBlock('### Credits and credit packs\n', { headingsAfter: 1 }))).toEqual(['H2']);
    expect(tags(renderBlock('#### Packs\n', { headingsAfter: 2 }))).toEqual(['H3']);
    expect(tags(renderBlock('> # Quoted\n> ### and deeper\n', { headingsAfter: 1 }))).toEqual(['H2', 'H3']);
    // Outside a reply the levels are markdown's.
    expect(tags(renderMarkdownFragment('### Three'))).toEqual(['H3']);
  });

  it('are found in a block, nested ones too', () => {
    expect(headingDepths('Title\n===\n')).toEqual([1]);
    expect(headingDepths('- ## in a list\n')).toEqual([2]);
    expect(headingDepths('Just text.\n')).toEqual([]);
  });

  it("continue across a reply's blocks", () => {
    expect(headingsBeforeBlocks(['# One\n\n', 'Text.\n\n', '### Three\n\n', 'More.'], headingDepths)).toEqual([1, 2, 2, 3]);
  });
});
