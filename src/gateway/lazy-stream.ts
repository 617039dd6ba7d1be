// A subscription's iterator whose code loads with its first use: the streaming modules (a chat
// reply's typing, the live stream, the SSE parser) are not part of every page's first load.
// Every call waits for the real iterator and goes to it, so Stop versus leaving (live-stream.ts)
// behaves exactly as if it had been there from the start.

export function lazyStream<Event>(load: () => Promise<AsyncIterableIterator<Event>>): AsyncIterableIterator<Event> {
  let iterator: Promise<AsyncIterableIterator<Event>> | null = null;
  const real = () => (iterator ??= load());
  return {
    next: async () => (await real()).next(),
    return: async (value?: unknown) => {
      const inner = await real();
      return inner.return ? inner.return(value) : { done: true as const, value: value as undefined };
    },
    throw: async (error?: unknown) => {
      const inner = await real();
      if (inner.throw) return inner.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Fetches a module once the page is idle, so the first use does not wait for it; never during
 * the first paint, and not at all outside a browser.
 */
export function warmWhenIdle(load: () => Promise<unknown>) {
  if (typeof window === 'undefined') return;
  const later = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  later(() => void load().catch(() => {}));
}
