import { lazy, Suspense, type ComponentProps } from 'react';
import { messageScroller } from './messageScroller';

// The message list (its virtualiser, markdown renderer and sanitiser: 42 KiB gzipped) is its
// own chunk, requested as soon as a screen that shows messages loads — in parallel with the
// conversation's messages, so opening one waits for no extra round trip — and not needed for
// the first paint: a new chat shows its empty state at once.
const loading = import('./MessageList');
const Loaded = lazy(() => loading.then((module) => ({ default: module.MessageList })));

type Props = ComponentProps<typeof Loaded>;

export function MessageList(props: Props) {
  const stillEmpty = props.messages.length === 0 && !props.live.pendingUser && !props.live.draft;
  const standIn = <div className={messageScroller} aria-busy={!stillEmpty}>{stillEmpty ? props.empty : null}</div>;
  if (stillEmpty) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Loaded {...props} />
    </Suspense>
  );
}
