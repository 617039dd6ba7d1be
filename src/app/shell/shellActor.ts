import { createContext, useContext, useMemo } from 'react';
import { useClient } from 'urql';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shellMachine } from '../../machines/shell/shellMachine';
import { readPreferences } from '../../machines/shell/preferences';
import { actorOptions } from '../../machines/inspect';

// One shellMachine for the page, shared by the top bar, the sidebar and the drawer.

export type ShellActor = ActorRefFrom<typeof shellMachine>;

export const ShellContext = createContext<ShellActor | null>(null);

export function useShellActorRef(): ShellActor {
  const client = useClient();
  // Read once: the stored choices as main.tsx found them (it already applied the theme).
  const preferences = useMemo(() => readPreferences(), []);
  return useActorRef(shellMachine, actorOptions({ ...preferences, client }));
}

export function useShell(): ShellActor {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside <Shell>');
  return shell;
}
