import { useCallback, useSyncExternalStore } from 'react';

// A model can stream faster than the screen refreshes (a resumed reply or a fast model sends
// thousands of tokens in a burst); rendering on every token then keeps the main thread busy
// for seconds. This follows a source of snapshots at most once per animation frame: every
// token is still in the snapshot, the screen just shows them a frame at a time. The render
// happens in the frame's callback, so that same frame paints it. A hidden tab renders nothing
// until it is shown again (no frames), and then at once.

/**
 * Something whose snapshot changes, and that says when it did: a machine's snapshots as its
 * container hands them to a view (an actor has this shape, and the view gets no way to send).
 * getSnapshot returns the same value until the next change.
 */
export interface SnapshotSource<T> {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): T;
}

export function useSnapshotPerFrame<T>(source: SnapshotSource<T>): T {
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame = 0;
      const subscription = source.subscribe(() => {
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          notify();
        });
      });
      return () => {
        subscription.unsubscribe();
        cancelAnimationFrame(frame);
      };
    },
    [source],
  );
  const current = useCallback(() => source.getSnapshot(), [source]);
  return useSyncExternalStore(subscribe, current, current);
}
