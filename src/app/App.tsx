import { useEffect } from 'react';
import { AppServicesProvider, type AppServices } from './services';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';
import { toast, Toaster } from '../ui/toasts';

/** The whole app around the current route; main.tsx and the screen tests both render this. */
export function App(services: AppServices) {
  const { rest } = services;
  // A removal moved the session to another of the user's workspaces (rest.ts): say so.
  useEffect(() => {
    const stop = rest.onSessionMoved(({ removedFrom, workspaceName }) => {
      toast.error(removedFrom ? `You were removed from ${removedFrom}; you are now in ${workspaceName}.` : `That workspace is gone; you are now in ${workspaceName}.`);
    });
    return stop;
  }, [rest]);
  return (
    <AppServicesProvider {...services}>
      <Shell>
        <AppRoutes />
      </Shell>
      <Toaster />
    </AppServicesProvider>
  );
}
