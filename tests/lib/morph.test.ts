// src/lib/morph: patching a streaming block's DOM so that the nodes that did not change stay.
// It needs a document, which is why tests/lib runs in happy-dom.
import { describe, expect, it } from 'vitest';
import { morphChildren } from '../../src/lib/morph';

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function shown(html: string): HTMLDivElement {
  const target = document.createElement('div');
  target.innerHTML = html;
  return target;
}

describe('morphChildren', () => {
  it('keeps the nodes that are the same and only grows the text that changed', () => {
    const target = shown('<p>Hello <strong>there</strong> wor</p>');
    const paragraph = target.querySelector('p')!;
    const strong = target.querySelector('strong')!;
    morphChildren(target, fragment('<p>Hello <strong>there</strong> world</p>'));
    expect(target.innerHTML).toBe('<p>Hello <strong>there</strong> world</p>');
    expect(target.querySelector('p')).toBe(paragraph);
    expect(target.querySelector('strong')).toBe(strong);
  });

  it('replaces nodes whose element changed, adds new ones and removes the extra ones', () => {
    const target = shown('<p>a</p><p>b</p><p>c</p>');
    morphChildren(target, fragment('<p>a</p><table><tbody><tr><td>b</td></tr></tbody></table>'));
    expect(target.innerHTML).toBe('<p>a</p><table><tbody><tr><td>b</td></tr></tbody></table>');
  });

  it('copies attributes and drops the ones the new nodes no longer have', () => {
    const target = shown('<pre><code class="language-js" data-x="1">x</code></pre>');
    morphChildren(target, fragment('<pre><code class="hljs language-js">x</code></pre>'));
    expect(target.innerHTML).toBe('<pre><code class="hljs language-js">x</code></pre>');
  });

  it('empties the target when the new content is empty', () => {
    const target = shown('<p>gone</p>');
    morphChildren(target, fragment(''));
    expect(target.childNodes).toHaveLength(0);
  });
});
