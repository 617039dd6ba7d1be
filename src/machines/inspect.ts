import type { InspectionEvent } from 'xstate';

// The Stately inspector, in development only: open the app with `?inspect` and a window
// shows every running machine live. Every actor is created with `actorOptions()`, so every
// machine is visible. In production this module is three no-op lines and the inspector
// package is never loaded.

let forward: ((event: InspectionEvent) => void) | undefined;

export async function startInspector(): Promise<void> {
  // `import.meta.env.DEV` is a build-time constant: in production this branch, and the
  // inspector chunk with it, is removed.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
  }
}

export function inspect(event: InspectionEvent): void {
  forward?.(event);
}

/** Options for `useActorRef` / `createActor`: the input plus the shared inspector. */
export function actorOptions<TInput>(input: TInput): { input: TInput; inspect: typeof inspect } {
  return { input, inspect };
}
