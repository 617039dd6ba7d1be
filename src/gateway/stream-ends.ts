// Where a live stream's end meets urql (live-stream.ts streams; this stays with the client so
// the streaming code itself can load with the first stream, not before every first paint).
import { mapExchange, type Exchange, type Operation } from '@urql/core';

/**
 * urql ends a subscription's source only on a result with `hasNext: false`, which
 * executeExchange never sends when the resolver's iterator finishes. A live stream knows its
 * last event, and tells through its operation's `endStream` (context.ts) as it hands it over;
 * `exchange`, placed right before executeExchange, then marks that result, whatever the
 * subscription's field or selection.
 */
export function liveStreamEnds(): { exchange: Exchange; endStreamOf: (operation: Operation) => () => void } {
  const ended = new WeakSet<Operation>();
  return {
    exchange: mapExchange({ onResult: (result) => (ended.delete(result.operation) ? { ...result, hasNext: false } : result) }),
    endStreamOf: (operation) => {
      // A fresh execution starts unmarked (one torn down before its last result could leave a mark).
      ended.delete(operation);
      return () => ended.add(operation);
    },
  };
}
