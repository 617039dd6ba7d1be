import { marked } from 'marked';
import DOMPurify from 'dompurify';

// Model output is untrusted: markdown → HTML → DOMPurify, which drops scripts, event
// handlers (`<img onerror>`) and `javascript:` URLs. Links open in a new tab without opener.

let hooked = false;

export function renderMarkdown(text: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
