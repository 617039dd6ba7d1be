import { css } from '@linaria/core';
import { AppServicesProvider, type AppServices } from './services';
import { AppRoutes } from './routes';
import { Toaster } from './toasts';
import { TopBar } from './TopBar';

/** The whole app around the current route; main.tsx and the screen tests both render this. */
export function App(services: AppServices) {
  return (
    <AppServicesProvider {...services}>
      <div className={shell}>
        <TopBar />
        <main className={content}>
          <AppRoutes />
        </main>
      </div>
      <Toaster />
    </AppServicesProvider>
  );
}

const shell = css`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const content = css`
  display: flex;
  flex: 1;
  min-height: 0;
`;
