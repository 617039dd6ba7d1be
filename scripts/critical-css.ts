// A prerendered page's critical CSS (scripts/prerender.ts): the rules of the stylesheets it links
// that can match its markup, inlined by the server so that the first paint waits for no
// stylesheet. linaria names each component's classes by a hash, so a rule whose classes the
// markup never uses styles nothing on it; a rule without classes (the page-wide ones: `:root`,
// `body`, `[data-theme]`) is kept. Kept generously: a rule dropped by mistake would show
// unstyled until the full stylesheets arrive, one kept by mistake costs a few bytes.
// postcss is Vite's own CSS parser (a dependency of vite), run only at build time.
import postcss, { type ChildNode, type Container } from 'postcss';

/** The classes of `markup` (every `class="…"`), and `extra` ones the server wraps it in. */
export function classesOf(markup: string, extra: string[] = []): Set<string> {
  return new Set([...extra, ...[...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/))]);
}

/** The rules of `css` that may apply to an element using only `classes`, in their order, with the at-rules around them. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  prune(root, classes);
  return root.toString();
}

function prune(container: Container, classes: Set<string>) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => mayMatch(selector, classes))) node.remove();
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name) && node.name !== 'font-face') {
      // @media, @supports, @container, @layer: what they hold, and gone when nothing is left.
      prune(node, classes);
      if (!node.nodes.length) node.remove();
    }
  });
}

/**
 * Whether the markup may hold an element this selector matches: every class it needs is there.
 * The classes inside `:not()`, `:is()`, `:where()` and `:has()` are not needed (they may be
 * absent, or one of several), so they are left out of the count.
 */
function mayMatch(selector: string, classes: Set<string>): boolean {
  let required = selector;
  // Innermost parentheses first, until none are left.
  while (/\([^()]*\)/.test(required)) required = required.replace(/\([^()]*\)/g, '');
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => classes.has(match[1]));
}
