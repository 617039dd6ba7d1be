// SPEC §4 auto-scroll: while a reply streams, the list follows it every 65 tokens, but only
// while the reader is at the bottom (within 20 px); scrolling up opts out until they return.

export const SCROLL_EVERY_TOKENS = 65;
export const STUCK_THRESHOLD_PX = 20;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether the reader is at the bottom of the list (so the list may follow the reply). */
export function isAtBottom(box: ScrollBox): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= STUCK_THRESHOLD_PX;
}

/** Changes every 65 tokens: the list scrolls when this step changes. */
export function followStep(tokens: number): number {
  return Math.floor(tokens / SCROLL_EVERY_TOKENS);
}

/** Whether going from `before` to `after` tokens should scroll a reader who is `atBottom`. */
export function shouldFollow(before: number, after: number, atBottom: boolean): boolean {
  return atBottom && followStep(after) !== followStep(before);
}
