import { useEffect, useState, type ComponentProps } from 'react';
import type * as Module from './MessageList';
import { messageScroller } from './messageScroller';

// The message list (its virtualiser, markdown renderer and sanitiser: 42 KiB gzipped) is its
// own chunk, requested as soon as a screen that shows messages loads — in parallel with the
// conversation's messages, so opening one waits for no extra round trip — and not needed for
// the first paint: a new chat shows its empty state at once.
//
// Not React.lazy with Suspense: React holds back a suspended boundary's content until 300 ms
// after its fallback showed, so a conversation whose messages arrive before the chunk would
// wait that long for nothing. The stand-in is swapped for the list when the chunk is there.
let loaded: typeof Module | null = null;
const loading = import('./MessageList').then((module) => (loaded = module));

type Props = ComponentProps<typeof Module.MessageList>;

export function MessageList(props: Props) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void loading.then(setModule);
  }, [module]);
  const stillEmpty = props.messages.length === 0 && !props.live.pendingUser && !props.live.draft;
  if (stillEmpty || !module) return <div className={messageScroller} aria-busy={!stillEmpty}>{stillEmpty ? props.empty : null}</div>;
  return <module.MessageList {...props} />;
}
