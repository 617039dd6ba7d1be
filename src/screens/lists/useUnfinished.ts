import { useEffect } from 'react';
import { useClient } from 'urql';
import { useActorRef } from '@xstate/react';
import { actorOptions } from '../../machines/inspect';
import { unfinishedMachine } from '../../machines/media/unfinishedMachine';
import type { ReadItem } from '../../machines/media/previewMachine';

// A media tool's history rows still being made are read again every 5 s (SPEC §9), the same way in
// every tool: unfinishedMachine keeps the tick; this tells it which ids, as the rows change.

export function useUnfinished(ids: string[], read: ReadItem): void {
  const client = useClient();
  const follower = useActorRef(unfinishedMachine, actorOptions({ client, read }));
  // One string, so a new array with the same ids is no change.
  const key = [...new Set(ids)].sort().join(' ');
  useEffect(() => {
    follower.send({ type: 'UNFINISHED', ids: key ? key.split(' ') : [] });
  }, [follower, key]);
}
