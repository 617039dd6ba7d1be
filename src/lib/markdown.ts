import { marked } from 'marked';
import DOMPurify from 'dompurify';

// Model output is untrusted: markdown → HTML → DOMPurify (drops scripts, event handlers such
// as `<img onerror>`, `javascript:` URLs) → our own second pass. DOMPurify depends on a
// faithful DOM; under happy-dom it silently returns its input, so the second pass repeats
// the checks that matter (active elements, handlers, URL schemes) with plain DOM calls on an
// inert <template>, and makes links open in a new tab without an opener.

const ACTIVE_ELEMENTS = 'script, style, iframe, frame, object, embed, form, base, meta, link, svg, math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset']);
// Relative URLs, fragments, and http(s)/mailto only. Browsers ignore whitespace and control
// characters inside a scheme ("java\tscript:"), so those are removed before the check.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_SCHEME = /^(?:https?|mailto):/i;

function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\s\u0000-\u001f]/g, '');
  return !HAS_SCHEME.test(compact) || SAFE_SCHEME.test(compact);
}

function stripActiveContent(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      const value = element.getAttribute(name) ?? '';
      if (lower.startsWith('on') || (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value))) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}

export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return stripActiveContent(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
}
