// While a reply streams, its last markdown block is rendered again on every token, and almost
// all of the new nodes equal the ones already on the page: usually only the last text node
// grew. Replacing the block's nodes makes the browser drop and rebuild their boxes (style,
// layout, for a whole table or code block) each token; morphing keeps the nodes that are the
// same and changes only what differs, so a token costs about one text node's layout.
//
// The nodes come from renderBlock, already sanitised: attributes are copied from them and new
// nodes are moved from them, never built from strings here.

/** Makes `target`'s children equal to `source`'s, reusing target nodes of the same shape. */
export function morphChildren(target: Node, source: Node): void {
  let current = target.firstChild;
  let next = source.firstChild;
  while (next) {
    const following = next.nextSibling;
    if (current && sameShape(current, next)) {
      morphNode(current, next);
      current = current.nextSibling;
    } else {
      // Moved out of `source` (adopted into the page's document).
      target.insertBefore(next, current);
    }
    next = following;
  }
  while (current) {
    const stale = current;
    current = current.nextSibling;
    stale.remove();
  }
}

function sameShape(a: Node, b: Node): boolean {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName;
}

function morphNode(current: Node, next: Node): void {
  if (current.nodeType === Node.ELEMENT_NODE) {
    syncAttributes(current as Element, next as Element);
    morphChildren(current, next);
  } else if (current.nodeValue !== next.nodeValue) {
    current.nodeValue = next.nodeValue;
  }
}

function syncAttributes(current: Element, next: Element): void {
  for (const name of current.getAttributeNames()) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const name of next.getAttributeNames()) {
    const value = next.getAttribute(name)!;
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
}
