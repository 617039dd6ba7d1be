// src/lib/promptHelp: the rules behind the prompt-help tiles and the locked models and assistants.
import { describe, expect, it } from 'vitest';
import { assistantLockReason, cut, modelLockReason, presetTile, sortModels } from '../../src/lib/promptHelp';

describe('preset tiles', () => {
  it('cut the title at 25 characters and the description at 30', () => {
    const tile = presetTile({
      title: 'A very long preset title that goes on',
      description: 'A description that is certainly longer than thirty characters',
    });
    expect(tile.title).toBe('A very long preset title…');
    expect(tile.description).toBe('A description that is certainl…');
    expect(Array.from(tile.description.slice(0, -1))).toHaveLength(30);
  });

  it('leave short texts alone, exactly at the limit too', () => {
    expect(presetTile({ title: 'Blog post', description: 'A full article from a topic.' })).toEqual({ title: 'Blog post', description: 'A full article from a topic.' });
    expect(cut('x'.repeat(25), 25)).toBe('x'.repeat(25));
    expect(cut('x'.repeat(26), 25)).toBe('x'.repeat(25) + '…');
  });

  it('never split an emoji, and drop the space before the ellipsis', () => {
    expect(cut('😀'.repeat(30), 25)).toBe('😀'.repeat(25) + '…');
    expect(cut('Twenty four characters  and more', 23)).toBe('Twenty four characters…');
  });
});

describe('models and assistants', () => {
  const model = (key: string, granted: boolean, provider = 'local', isAvailable = granted) => ({ key, name: key, provider, granted, isAvailable });

  it('sort models that are not granted last, keeping the order otherwise', () => {
    const sorted = sortModels([model('a', false, 'openai'), model('b', true), model('c', false, 'anthropic'), model('d', true)]);
    expect(sorted.map((m) => m.key)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('give the reason a model or assistant is locked', () => {
    expect(modelLockReason(model('a', true), true)).toBeNull();
    expect(modelLockReason(model('gpt', false, 'openai'), true)).toBe('Add an OpenAI key in workspace settings');
    expect(modelLockReason(model('claude', false, 'anthropic'), true)).toBe('Add an Anthropic key in workspace settings');
    expect(modelLockReason(model('x', false, 'local', true), true)).toBe('Not included in your plan');
    expect(modelLockReason(model('x', false), false)).toBe('Log in to use this model');
    expect(assistantLockReason({ granted: false }, true)).toBe('Not included in your plan');
    expect(assistantLockReason({ granted: true }, true)).toBeNull();
  });
});
