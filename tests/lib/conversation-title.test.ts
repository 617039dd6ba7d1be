import { describe, expect, it } from 'vitest';
import { conversationTitleLength, titleFromPrompt } from '../../contract/tool-limits';

describe('titleFromPrompt', () => {
  it('keeps a short prompt as it is, spaces squeezed', () => {
    expect(titleFromPrompt('  How do I   clone a voice?  ')).toBe('How do I clone a voice?');
  });

  it('names a long text by its first line', () => {
    expect(titleFromPrompt('Summarise this:\n' + 'lorem ipsum '.repeat(5000))).toBe('Summarise this:');
  });

  it('cuts a long line at a word, marked with an ellipsis, within the length', () => {
    const title = titleFromPrompt('word '.repeat(10_000));
    expect([...title].length).toBeLessThanOrEqual(conversationTitleLength);
    expect(title).toMatch(/^word( word)*…$/);
  });

  it('cuts a line without spaces where it must, never inside a surrogate pair', () => {
    const title = titleFromPrompt('😀'.repeat(500));
    expect([...title]).toHaveLength(conversationTitleLength);
    expect(title.endsWith('😀…')).toBe(true);
  });
});
