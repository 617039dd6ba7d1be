import { AppServicesProvider, type AppServices } from './services';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';
import { Toaster } from './toasts';

/** The whole app around the current route; main.tsx and the screen tests both render this. */
export function App(services: AppServices) {
  return (
    <AppServicesProvider {...services}>
      <Shell>
        <AppRoutes />
      </Shell>
      <Toaster />
    </AppServicesProvider>
  );
}
