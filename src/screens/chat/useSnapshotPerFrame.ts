import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

// A model can stream faster than the screen refreshes (a resumed reply or a fast model sends
// thousands of tokens in a burst); rendering on every token then keeps the main thread busy
// for seconds. This follows an actor at most once per animation frame: every token is still
// in the snapshot, the screen just shows them a frame at a time. The render happens in the
// frame's callback, so that same frame paints it. A hidden tab renders nothing until it is
// shown again (no frames), and then at once.
export function useSnapshotPerFrame<Actor extends AnyActorRef>(actor: Actor): SnapshotFrom<Actor> {
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame = 0;
      const subscription = actor.subscribe(() => {
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
    [actor],
  );
  const current = useCallback(() => actor.getSnapshot() as SnapshotFrom<Actor>, [actor]);
  return useSyncExternalStore(subscribe, current, current);
}
